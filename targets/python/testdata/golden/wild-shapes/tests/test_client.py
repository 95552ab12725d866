# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

from __future__ import annotations

from typing import List

import httpx
import pytest

from wild_shapes_of_real_configurations import AsyncWildShapes, WildShapes

base_url = "http://api.example.test"


def handler(seen: List[httpx.Request]) -> httpx.MockTransport:
    """Answers /redirected with a redirect to /target, /flaky with a 500 the first time, anything else with JSON."""

    def answer(request: httpx.Request) -> httpx.Response:
        seen.append(request)
        if request.url.path == "/redirected":
            return httpx.Response(302, headers={"Location": "/target"})
        if request.url.path == "/flaky" and len(seen) == 1:
            return httpx.Response(500, json={"error": "try again"})
        return httpx.Response(200, json={"path": request.url.path})

    return httpx.MockTransport(answer)


def no_wait(*_args: object) -> float:
    """Retries at once."""
    return 0.0


def test_client_follows_redirects() -> None:
    seen: List[httpx.Request] = []
    with WildShapes(base_url=base_url, http_client=httpx.Client(transport=handler(seen))) as client:
        assert client.get("/redirected", cast_to=object) == {"path": "/target"}
    assert [request.url.path for request in seen] == ["/redirected", "/target"]


def test_client_retries_with_the_retry_count(monkeypatch: pytest.MonkeyPatch) -> None:
    seen: List[httpx.Request] = []
    with WildShapes(base_url=base_url, http_client=httpx.Client(transport=handler(seen))) as client:
        monkeypatch.setattr(WildShapes, "_calculate_retry_timeout", no_wait)
        assert client.with_options(max_retries=1).get("/flaky", cast_to=object) == {"path": "/flaky"}
    assert [request.headers.get("X-Sdkgen-Retry-Count") for request in seen] == ["0", "1"]


def test_client_copies_share_the_connection_pool() -> None:
    with WildShapes(base_url=base_url, http_client=httpx.Client(transport=handler([]))) as client:
        copy = client.with_options(timeout=1.5, default_headers={"X-Extra": "1"})
        assert copy._client is client._client
        assert copy.default_headers["X-Extra"] == "1"


async def test_async_client_follows_redirects() -> None:
    seen: List[httpx.Request] = []
    async with AsyncWildShapes(base_url=base_url, http_client=httpx.AsyncClient(transport=handler(seen))) as client:
        assert await client.get("/redirected", cast_to=object) == {"path": "/target"}
    assert [request.url.path for request in seen] == ["/redirected", "/target"]


async def test_async_client_retries_with_the_retry_count(monkeypatch: pytest.MonkeyPatch) -> None:
    seen: List[httpx.Request] = []
    async with AsyncWildShapes(base_url=base_url, http_client=httpx.AsyncClient(transport=handler(seen))) as client:
        monkeypatch.setattr(AsyncWildShapes, "_calculate_retry_timeout", no_wait)
        assert await client.with_options(max_retries=1).get("/flaky", cast_to=object) == {"path": "/flaky"}
    assert [request.headers.get("X-Sdkgen-Retry-Count") for request in seen] == ["0", "1"]


async def test_async_client_copies_share_the_connection_pool() -> None:
    async with AsyncWildShapes(base_url=base_url, http_client=httpx.AsyncClient(transport=handler([]))) as client:
        copy = client.with_options(timeout=1.5, default_headers={"X-Extra": "1"})
        assert copy._client is client._client
        assert copy.default_headers["X-Extra"] == "1"
