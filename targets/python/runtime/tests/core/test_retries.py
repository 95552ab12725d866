from __future__ import annotations

import re
from dataclasses import replace
from datetime import datetime, timedelta, timezone
from email.utils import format_datetime
from typing import AsyncIterator, Iterator

import httpx
import pytest

from sdkgen_runtime._exceptions import (
    APIConnectionError,
    APITimeoutError,
    BadRequestError,
    InternalServerError,
    NotFoundError,
)
from sdkgen_runtime._types import NOT_GIVEN, NotGiven

from .helpers import DEFAULTS, AsyncFakeClient, FakeClient, MakeClient, MockServer, json_reply, resolve

ITEM = {"id": "item_1"}
IDEMPOTENCY_KEY = re.compile(
    r"^sdkgen-python-retry-[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"
)


def busy(status: int = 503, headers: dict[str, str] | None = None) -> httpx.Response:
    return json_reply({"message": "busy"}, status=status, headers=headers)


@pytest.mark.parametrize("status", [408, 409, 429, 500, 502, 503])
async def test_retryable_statuses_are_retried(make_client: MakeClient, server: MockServer, status: int) -> None:
    client = make_client()
    server.reply(busy(status), json_reply(ITEM))

    item = await resolve(client.items.retrieve("item_1"))

    assert item.id == "item_1"
    assert len(server.requests) == 2
    assert client.sleeps == [0.5]


@pytest.mark.parametrize(("status", "error"), [(400, BadRequestError), (404, NotFoundError)])
async def test_other_client_errors_are_not_retried(
    make_client: MakeClient, server: MockServer, status: int, error: type[Exception]
) -> None:
    client = make_client()
    server.reply(busy(status), json_reply(ITEM))

    with pytest.raises(error):
        await resolve(client.items.retrieve("item_1"))

    assert len(server.requests) == 1


async def test_x_should_retry_overrides_the_status(make_client: MakeClient, server: MockServer) -> None:
    client = make_client()
    server.reply(busy(400, {"x-should-retry": "true"}), json_reply(ITEM), busy(503, {"x-should-retry": "false"}))

    await resolve(client.items.retrieve("item_1"))
    with pytest.raises(InternalServerError):
        await resolve(client.items.retrieve("item_1"))

    assert len(server.requests) == 3


async def test_backoff_doubles_up_to_the_maximum_less_jitter(make_client: MakeClient, server: MockServer) -> None:
    client = make_client(defaults=replace(DEFAULTS, max_retries=4, max_retry_delay=1.5))
    server.reply(busy(), busy(), busy(), busy(), json_reply(ITEM))
    await resolve(client.items.retrieve("item_1"))
    assert client.sleeps == [0.5, 1.0, 1.5, 1.5]

    client.jitter = 0.5
    client.sleeps.clear()
    server.reply(busy(), busy(), json_reply(ITEM))
    await resolve(client.items.retrieve("item_1"))
    assert client.sleeps == [0.5 * 0.875, 1.0 * 0.875]


@pytest.mark.parametrize(
    ("headers", "wait"),
    [
        ({"retry-after": "2"}, 2.0),
        ({"retry-after": "0.6"}, 0.6),
        ({"retry-after-ms": "600"}, 0.6),
        ({"retry-after-ms": "300", "retry-after": "3"}, 0.3),
        # Waits over 60 s, zero or unreadable fall back to the backoff: 0.5 s less the jitter.
        ({"retry-after": "120"}, 0.4375),
        ({"retry-after": "0"}, 0.4375),
        ({"retry-after": "soon"}, 0.4375),
    ],
)
async def test_server_requested_waits_are_used_without_jitter(
    make_client: MakeClient, server: MockServer, headers: dict[str, str], wait: float
) -> None:
    client = make_client()
    client.jitter = 0.5
    server.reply(busy(429, headers), json_reply(ITEM))

    await resolve(client.items.retrieve("item_1"))

    assert client.sleeps == [wait]


async def test_retry_after_as_an_http_date(make_client: MakeClient, server: MockServer) -> None:
    client = make_client()
    later = format_datetime(datetime.now(timezone.utc) + timedelta(seconds=30), usegmt=True)
    server.reply(busy(503, {"retry-after": later}), json_reply(ITEM))

    await resolve(client.items.retrieve("item_1"))

    assert 28 < client.sleeps[0] <= 30


async def test_exhausted_retries_raise_the_last_error(make_client: MakeClient, server: MockServer) -> None:
    client = make_client()
    server.reply(busy(500), busy(503), json_reply({"message": "still busy"}, status=429))

    with pytest.raises(Exception) as raised:
        await resolve(client.items.retrieve("item_1"))

    assert len(server.requests) == 3
    assert raised.value.args == ("still busy",)
    assert client.sleeps == [0.5, 1.0]


async def test_retries_resolve_per_client_then_method_then_api(make_client: MakeClient, server: MockServer) -> None:
    client = make_client()
    server.reply(busy(), busy(), busy(), busy())

    with pytest.raises(InternalServerError):
        await resolve(client._request("get", "/a", cast_to=object, default_max_retries=0))
    with pytest.raises(InternalServerError):
        await resolve(client.with_options(max_retries=1)._request("get", "/b", cast_to=object, default_max_retries=0))
    with pytest.raises(InternalServerError):
        await resolve(client.with_options(max_retries=0).items.retrieve("item_1"))

    assert [request.url.path for request in server.requests] == ["/v1/a", "/v1/b", "/v1/b", "/v1/items/item_1"]


async def test_every_attempt_carries_its_retry_count(make_client: MakeClient, server: MockServer) -> None:
    client = make_client()
    server.reply(busy(), busy(), json_reply(ITEM), busy(), json_reply(ITEM))

    await resolve(client.items.retrieve("item_1"))
    await resolve(client.items.retrieve("item_1", extra_headers={"X-Sdkgen-Retry-Count": "7"}))

    assert [request.headers["X-Sdkgen-Retry-Count"] for request in server.requests] == ["0", "1", "2", "7", "7"]


@pytest.mark.parametrize(
    ("client_timeout", "call_timeout", "method_default", "header"),
    [
        (NOT_GIVEN, NOT_GIVEN, NOT_GIVEN, "60"),
        (NOT_GIVEN, NOT_GIVEN, 20.0, "20"),
        (7.5, NOT_GIVEN, 20.0, "7"),
        (7.5, 2.5, 20.0, "2"),
        (httpx.Timeout(10.0, read=3.9), NOT_GIVEN, NOT_GIVEN, "3"),
        (None, NOT_GIVEN, NOT_GIVEN, None),
    ],
)
async def test_timeout_header_is_the_effective_timeout_in_whole_seconds(
    make_client: MakeClient,
    server: MockServer,
    client_timeout: float | httpx.Timeout | None | NotGiven,
    call_timeout: float | NotGiven,
    method_default: float | NotGiven,
    header: str | None,
) -> None:
    client = make_client(timeout=client_timeout)
    server.reply(json_reply(ITEM))

    await resolve(client._request("get", "/a", cast_to=object, timeout=call_timeout, default_timeout=method_default))

    assert server.last.headers.get("X-Sdkgen-Timeout") == header


async def test_one_idempotency_key_is_reused_across_retries(make_client: MakeClient, server: MockServer) -> None:
    client = make_client()
    server.reply(busy(500), busy(503), json_reply(ITEM, status=201))

    await resolve(client.items.create(name="Widget"))

    keys = {request.headers["Idempotency-Key"] for request in server.requests}
    assert len(server.requests) == 3
    assert len(keys) == 1
    assert IDEMPOTENCY_KEY.match(keys.pop())


async def test_a_caller_idempotency_key_wins(make_client: MakeClient, server: MockServer) -> None:
    client = make_client()
    server.reply(busy(), json_reply(ITEM), json_reply(ITEM))

    await resolve(client.items.create(name="a", idempotency_key="mine", extra_headers={"Idempotency-Key": "header"}))
    await resolve(client.items.create(name="b", extra_headers={"Idempotency-Key": "header"}))

    assert [request.headers["Idempotency-Key"] for request in server.requests] == ["mine", "mine", "header"]


async def test_get_requests_get_no_idempotency_key(make_client: MakeClient, server: MockServer) -> None:
    client = make_client()
    server.reply(busy(), json_reply(ITEM))

    await resolve(client.items.retrieve("item_1"))

    assert all("Idempotency-Key" not in request.headers for request in server.requests)


async def test_timeouts_are_retried_then_raised(make_client: MakeClient, server: MockServer) -> None:
    client = make_client()
    server.reply(httpx.ReadTimeout("slow"), httpx.ReadTimeout("slow"), httpx.ReadTimeout("slow"))

    with pytest.raises(APITimeoutError) as raised:
        await resolve(client.items.retrieve("item_1", timeout=0.2))

    assert len(server.requests) == 3
    assert isinstance(raised.value.__cause__, httpx.ReadTimeout)
    assert server.last.extensions["timeout"]["read"] == 0.2


async def test_a_timed_out_attempt_is_retried(make_client: MakeClient, server: MockServer) -> None:
    client = make_client()
    server.reply(httpx.ConnectTimeout("slow"), json_reply(ITEM))

    item = await resolve(client.items.retrieve("item_1"))

    assert item.id == "item_1"
    assert client.sleeps == [0.5]


async def test_connection_errors_are_retried_then_raised(make_client: MakeClient, server: MockServer) -> None:
    client = make_client()
    server.reply(httpx.ConnectError("refused"), json_reply(ITEM))
    server.reply(*(httpx.RemoteProtocolError("closed") for _ in range(3)))

    await resolve(client.items.retrieve("item_1"))
    with pytest.raises(APIConnectionError) as raised:
        await resolve(client.items.retrieve("item_1"))

    assert not isinstance(raised.value, APITimeoutError)
    assert len(server.requests) == 5


def test_a_body_that_cannot_be_replayed_is_sent_once(server: MockServer) -> None:
    client = FakeClient(api_key="k", http_client=httpx.Client(transport=server.transport()))
    server.reply(busy(), json_reply(ITEM))

    def chunks() -> Iterator[bytes]:
        yield b"data"

    with pytest.raises(InternalServerError):
        client._request("post", "/upload", cast_to=object, body=chunks(), body_encoding="binary")

    assert len(server.requests) == 1
    assert server.last.content == b"data"


async def test_an_async_body_that_cannot_be_replayed_is_sent_once(server: MockServer) -> None:
    client = AsyncFakeClient(api_key="k", http_client=httpx.AsyncClient(transport=server.transport()))
    server.reply(busy(), json_reply(ITEM))

    async def chunks() -> AsyncIterator[bytes]:
        yield b"data"

    with pytest.raises(InternalServerError):
        await client._request("post", "/upload", cast_to=object, body=chunks(), body_encoding="binary")

    assert len(server.requests) == 1
    assert server.last.content == b"data"
