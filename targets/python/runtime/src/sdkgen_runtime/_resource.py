"""Base classes of the generated resources."""

from __future__ import annotations

from typing import Mapping

from ._base_client import AsyncAPIClient, SyncAPIClient
from ._urls import encode_path


class SyncAPIResource:
    """A group of API methods bound to a client."""

    _client: SyncAPIClient

    def __init__(self, client: SyncAPIClient) -> None:
        self._client = client
        self._request = client._request
        self._request_page = client._request_page

    def _path(self, template: str, values: Mapping[str, object]) -> str:
        """`template` with each `{name}` replaced by its URL-encoded value; raises `ValueError` on an empty one."""
        return encode_path(template, values)


class AsyncAPIResource:
    """A group of async API methods bound to a client: `_request` is awaited, `_request_page` is not."""

    _client: AsyncAPIClient

    def __init__(self, client: AsyncAPIClient) -> None:
        self._client = client
        self._request = client._request
        self._request_page = client._request_page

    def _path(self, template: str, values: Mapping[str, object]) -> str:
        """`template` with each `{name}` replaced by its URL-encoded value; raises `ValueError` on an empty one."""
        return encode_path(template, values)
