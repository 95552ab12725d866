# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

from __future__ import annotations

from functools import cached_property
from typing import Dict, List, Mapping

import httpx
from typing_extensions import Literal, Self

from ._auth import AuthScheme, BearerAuth
from ._base_client import AsyncAPIClient, ClientDefaults, SyncAPIClient
from ._types import NOT_GIVEN, NotGiven, Omit, Timeout
from ._utils import read_env
from ._version import __version__
from .resources.apps.apps import (
    AppsResource,
    AppsResourceWithRawResponse,
    AppsResourceWithStreamingResponse,
    AsyncAppsResource,
    AsyncAppsResourceWithRawResponse,
    AsyncAppsResourceWithStreamingResponse,
)
from .resources.keys import (
    AsyncKeysResource,
    AsyncKeysResourceWithRawResponse,
    AsyncKeysResourceWithStreamingResponse,
    KeysResource,
    KeysResourceWithRawResponse,
    KeysResourceWithStreamingResponse,
)

ENVIRONMENTS: Dict[str, str] = {
    "demo": "https://demo.honcho.dev",
    "local": "http://localhost:8000",
    "production": "https://api.honcho.dev",
}

DEFAULTS = ClientDefaults(
    client_name="Honcho",
    env_prefix="HONCHO",
    lang="python",
    version=__version__,
    environments=ENVIRONMENTS,
    default_environment="demo",
    max_retries=2,
    initial_retry_delay=0.5,
    max_retry_delay=8.0,
    timeout=60.0,
    query_nested_format="brackets",
    query_array_format="comma",
    multipart_array_format="brackets",
)


class Honcho(SyncAPIClient):
    """The synchronous client for the honcho-ai API."""

    api_key: str | None

    def __init__(
        self,
        *,
        api_key: str | None = None,
        environment: Literal["demo", "local", "production"] | NotGiven = NOT_GIVEN,
        base_url: str | httpx.URL | None | NotGiven = NOT_GIVEN,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
        max_retries: int | NotGiven = NOT_GIVEN,
        default_headers: Mapping[str, str | Omit | None] | None = None,
        default_query: Mapping[str, object] | None = None,
        http_client: httpx.Client | None = None,
        strict_response_validation: bool = False,
        _strict_response_validation: bool = False,
    ) -> None:
        """
        Construct a new synchronous honcho-ai client.

        Arguments that are not given are read from the environment:
        - `api_key` from `HONCHO_API_KEY`
        - `base_url` from `HONCHO_BASE_URL`
        """
        if api_key is None:
            api_key = read_env("HONCHO_API_KEY")
        self.api_key = api_key
        super().__init__(
            DEFAULTS,
            environment=environment,
            base_url=base_url,
            timeout=timeout,
            max_retries=max_retries,
            default_headers=default_headers,
            default_query=default_query,
            http_client=http_client,
            strict_response_validation=strict_response_validation or _strict_response_validation,
        )

    @cached_property
    def apps(self) -> AppsResource:
        return AppsResource(self)

    @cached_property
    def keys(self) -> KeysResource:
        return KeysResource(self)

    @cached_property
    def with_raw_response(self) -> HonchoWithRawResponse:
        return HonchoWithRawResponse(self)

    @cached_property
    def with_streaming_response(self) -> HonchoWithStreamedResponse:
        return HonchoWithStreamedResponse(self)

    def _auth_schemes(self) -> Dict[str, AuthScheme]:
        return {"HTTPBearer": BearerAuth(token=self.api_key, env=("HONCHO_API_KEY",))}

    def _default_security(self) -> List[List[str]]:
        return [["HTTPBearer"], []]

    def copy(
        self,
        *,
        api_key: str | None | NotGiven = NOT_GIVEN,
        environment: Literal["demo", "local", "production"] | NotGiven = NOT_GIVEN,
        base_url: str | httpx.URL | None | NotGiven = NOT_GIVEN,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
        max_retries: int | NotGiven = NOT_GIVEN,
        default_headers: Mapping[str, str | Omit | None] | None = None,
        default_query: Mapping[str, object] | None = None,
        http_client: httpx.Client | None = None,
        set_default_headers: Mapping[str, str | Omit | None] | None = None,
        set_default_query: Mapping[str, object] | None = None,
        strict_response_validation: bool | NotGiven = NOT_GIVEN,
    ) -> Self:
        """
        A copy of this client with some options changed; it shares this client's connection pool.

        `default_headers` and `default_query` are merged over this client's; `set_default_headers` and `set_default_query` replace them.
        """
        return self.__class__(
            api_key=self.api_key if isinstance(api_key, NotGiven) else api_key,
            **self._copy_options(
                environment=environment,
                base_url=base_url,
                timeout=timeout,
                max_retries=max_retries,
                default_headers=default_headers,
                set_default_headers=set_default_headers,
                default_query=default_query,
                set_default_query=set_default_query,
                http_client=http_client,
                strict_response_validation=strict_response_validation,
            ),
        )

    with_options = copy


class AsyncHoncho(AsyncAPIClient):
    """The asynchronous client for the honcho-ai API."""

    api_key: str | None

    def __init__(
        self,
        *,
        api_key: str | None = None,
        environment: Literal["demo", "local", "production"] | NotGiven = NOT_GIVEN,
        base_url: str | httpx.URL | None | NotGiven = NOT_GIVEN,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
        max_retries: int | NotGiven = NOT_GIVEN,
        default_headers: Mapping[str, str | Omit | None] | None = None,
        default_query: Mapping[str, object] | None = None,
        http_client: httpx.AsyncClient | None = None,
        strict_response_validation: bool = False,
        _strict_response_validation: bool = False,
    ) -> None:
        """
        Construct a new asynchronous honcho-ai client.

        Arguments that are not given are read from the environment:
        - `api_key` from `HONCHO_API_KEY`
        - `base_url` from `HONCHO_BASE_URL`
        """
        if api_key is None:
            api_key = read_env("HONCHO_API_KEY")
        self.api_key = api_key
        super().__init__(
            DEFAULTS,
            environment=environment,
            base_url=base_url,
            timeout=timeout,
            max_retries=max_retries,
            default_headers=default_headers,
            default_query=default_query,
            http_client=http_client,
            strict_response_validation=strict_response_validation or _strict_response_validation,
        )

    @cached_property
    def apps(self) -> AsyncAppsResource:
        return AsyncAppsResource(self)

    @cached_property
    def keys(self) -> AsyncKeysResource:
        return AsyncKeysResource(self)

    @cached_property
    def with_raw_response(self) -> AsyncHonchoWithRawResponse:
        return AsyncHonchoWithRawResponse(self)

    @cached_property
    def with_streaming_response(self) -> AsyncHonchoWithStreamedResponse:
        return AsyncHonchoWithStreamedResponse(self)

    def _auth_schemes(self) -> Dict[str, AuthScheme]:
        return {"HTTPBearer": BearerAuth(token=self.api_key, env=("HONCHO_API_KEY",))}

    def _default_security(self) -> List[List[str]]:
        return [["HTTPBearer"], []]

    def copy(
        self,
        *,
        api_key: str | None | NotGiven = NOT_GIVEN,
        environment: Literal["demo", "local", "production"] | NotGiven = NOT_GIVEN,
        base_url: str | httpx.URL | None | NotGiven = NOT_GIVEN,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
        max_retries: int | NotGiven = NOT_GIVEN,
        default_headers: Mapping[str, str | Omit | None] | None = None,
        default_query: Mapping[str, object] | None = None,
        http_client: httpx.AsyncClient | None = None,
        set_default_headers: Mapping[str, str | Omit | None] | None = None,
        set_default_query: Mapping[str, object] | None = None,
        strict_response_validation: bool | NotGiven = NOT_GIVEN,
    ) -> Self:
        """
        A copy of this client with some options changed; it shares this client's connection pool.

        `default_headers` and `default_query` are merged over this client's; `set_default_headers` and `set_default_query` replace them.
        """
        return self.__class__(
            api_key=self.api_key if isinstance(api_key, NotGiven) else api_key,
            **self._copy_options(
                environment=environment,
                base_url=base_url,
                timeout=timeout,
                max_retries=max_retries,
                default_headers=default_headers,
                set_default_headers=set_default_headers,
                default_query=default_query,
                set_default_query=set_default_query,
                http_client=http_client,
                strict_response_validation=strict_response_validation,
            ),
        )

    with_options = copy


class HonchoWithRawResponse:
    """Methods that return the raw response (headers, status) with the parsed data available from `.parse()`."""

    def __init__(self, client: Honcho) -> None:
        self._client = client

    @cached_property
    def apps(self) -> AppsResourceWithRawResponse:
        return AppsResourceWithRawResponse(self._client.apps)

    @cached_property
    def keys(self) -> KeysResourceWithRawResponse:
        return KeysResourceWithRawResponse(self._client.keys)


class AsyncHonchoWithRawResponse:
    """Methods that return the raw response (headers, status) with the parsed data available from `.parse()`."""

    def __init__(self, client: AsyncHoncho) -> None:
        self._client = client

    @cached_property
    def apps(self) -> AsyncAppsResourceWithRawResponse:
        return AsyncAppsResourceWithRawResponse(self._client.apps)

    @cached_property
    def keys(self) -> AsyncKeysResourceWithRawResponse:
        return AsyncKeysResourceWithRawResponse(self._client.keys)


class HonchoWithStreamedResponse:
    """Methods that return the response before its body is read, as a context manager."""

    def __init__(self, client: Honcho) -> None:
        self._client = client

    @cached_property
    def apps(self) -> AppsResourceWithStreamingResponse:
        return AppsResourceWithStreamingResponse(self._client.apps)

    @cached_property
    def keys(self) -> KeysResourceWithStreamingResponse:
        return KeysResourceWithStreamingResponse(self._client.keys)


class AsyncHonchoWithStreamedResponse:
    """Methods that return the response before its body is read, as a context manager."""

    def __init__(self, client: AsyncHoncho) -> None:
        self._client = client

    @cached_property
    def apps(self) -> AsyncAppsResourceWithStreamingResponse:
        return AsyncAppsResourceWithStreamingResponse(self._client.apps)

    @cached_property
    def keys(self) -> AsyncKeysResourceWithStreamingResponse:
        return AsyncKeysResourceWithStreamingResponse(self._client.keys)


Client = Honcho
AsyncClient = AsyncHoncho
