"""One API call as a generated method describes it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Mapping, Sequence

import httpx

from ._types import NOT_GIVEN, BodyEncoding, NotGiven


@dataclass(frozen=True)
class RequestOptions:
    """Everything a request needs; pagination repeats it with other pagination params."""

    method: str
    path: str
    accept: str
    query: Mapping[str, object] | None = None
    headers: Mapping[str, object] | None = None
    body: object = NOT_GIVEN
    body_encoding: BodyEncoding = "json"
    content_type: str | None = None
    security: Sequence[Sequence[str]] | None = None
    default_timeout: float | None | NotGiven = NOT_GIVEN
    default_max_retries: int | None = None
    extra_headers: Mapping[str, object] | None = None
    extra_query: Mapping[str, object] | None = None
    extra_body: Mapping[str, object] | None = None
    timeout: float | httpx.Timeout | None | NotGiven = NOT_GIVEN
    idempotency_key: str | None = None
    follow_redirects: bool = True
    """Whether redirects are followed, whatever the HTTP client's own setting."""
