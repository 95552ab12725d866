from __future__ import annotations

from pathlib import Path
from typing import AsyncIterator, Iterator

import httpx

from sdkgen_runtime._response import RAW_RESPONSE_HEADER, APIResponse, AsyncBinaryAPIResponse, BinaryAPIResponse

from .helpers import (
    AsyncFakeClient,
    FakeClient,
    Item,
    MockServer,
    json_reply,
)


def sync_client(server: MockServer) -> FakeClient:
    return FakeClient(api_key="k", http_client=httpx.Client(transport=server.transport()))


def async_client(server: MockServer) -> AsyncFakeClient:
    return AsyncFakeClient(api_key="k", http_client=httpx.AsyncClient(transport=server.transport()))


def lazy_reply(*chunks: bytes, content_type: str = "application/json") -> httpx.Response:
    """A response whose body arrives in chunks, and only when read (sync clients)."""

    def body() -> Iterator[bytes]:
        yield from chunks

    return httpx.Response(200, content=body(), headers={"content-type": content_type})


def async_lazy_reply(*chunks: bytes, content_type: str = "application/json") -> httpx.Response:
    """A response whose body arrives in chunks, and only when read (async clients)."""

    async def body() -> AsyncIterator[bytes]:
        for chunk in chunks:
            yield chunk

    return httpx.Response(200, content=body(), headers={"content-type": content_type})


def test_raw_responses_expose_the_response_and_parse_once(server: MockServer) -> None:
    client = sync_client(server)
    reply = lazy_reply(b'{"id":"i"}')
    reply.headers["x-request-id"] = "req_1"
    server.reply(reply)

    response = client.with_raw_response.items.retrieve("i")

    assert isinstance(response, APIResponse)
    assert (response.status_code, response.request_id, response.retries_taken) == (200, "req_1", 0)
    assert (response.method, str(response.url)) == ("GET", "https://us.api.fake.example/v1/items/i")
    assert response.headers["content-type"] == "application/json"
    assert response.elapsed.total_seconds() >= 0
    item = response.parse()
    assert isinstance(item, Item)
    assert (item.id, item._request_id) == ("i", "req_1")
    assert response.parse() is item
    assert (response.read(), response.text(), response.json()) == (b'{"id":"i"}', '{"id":"i"}', {"id": "i"})
    assert RAW_RESPONSE_HEADER not in server.last.headers


async def test_async_raw_responses_expose_the_response_and_parse_once(server: MockServer) -> None:
    client = async_client(server)
    server.reply(json_reply({"message": "busy"}, status=503), json_reply({"id": "i"}))

    response = await client.with_raw_response.items.retrieve("i")

    assert response.retries_taken == 1
    item = await response.parse()
    assert item == Item(id="i")
    assert await response.parse() is item
    assert (await response.read(), await response.text(), await response.json()) == (
        b'{"id":"i"}',
        '{"id":"i"}',
        {"id": "i"},
    )
    assert RAW_RESPONSE_HEADER not in server.last.headers


def test_streamed_responses_read_the_body_lazily_and_close(server: MockServer) -> None:
    client = sync_client(server)
    server.reply(lazy_reply(b'{"id":', b'"i"}'), lazy_reply(b'{"id":"j"}'))

    with client.with_streaming_response.items.retrieve("i") as response:
        assert not response.http_response.is_stream_consumed
        assert list(response.iter_bytes()) == [b'{"id":', b'"i"}']
    assert response.http_response.is_closed

    with client.with_streaming_response.items.retrieve("j") as response:
        assert response.parse() == Item(id="j")
    assert RAW_RESPONSE_HEADER not in server.last.headers


async def test_async_streamed_responses_read_the_body_lazily_and_close(server: MockServer) -> None:
    client = async_client(server)
    server.reply(async_lazy_reply(b'{"id":"i"}'), async_lazy_reply(b'{"id":"j"}'))

    async with client.with_streaming_response.items.retrieve("i") as response:
        assert not response.http_response.is_stream_consumed
        assert [line async for line in response.iter_lines()] == ['{"id":"i"}']
    assert response.http_response.is_closed

    async with client.with_streaming_response.items.retrieve("j") as response:
        assert await response.parse() == Item(id="j")


def test_binary_responses_are_read_when_asked(server: MockServer, tmp_path: Path) -> None:
    client = sync_client(server)
    server.reply(lazy_reply(b"ab", b"cd"), lazy_reply(b"ef"))

    download = client.items.download("i")
    assert isinstance(download, BinaryAPIResponse)
    assert not download.http_response.is_stream_consumed
    assert download.read() == b"abcd"
    assert download.parse() == b"abcd"
    assert server.last.headers["Accept"] == "*/*"

    client.items.download("j").write_to_file(tmp_path / "out.bin")
    assert (tmp_path / "out.bin").read_bytes() == b"ef"


async def test_async_binary_responses_are_read_when_asked(server: MockServer, tmp_path: Path) -> None:
    client = async_client(server)
    server.reply(json_reply({"a": 1}), httpx.Response(200, content=b"ef"))

    download = await client.items.download("i")
    assert isinstance(download, AsyncBinaryAPIResponse)
    assert await download.text() == '{"a":1}'
    assert await download.parse() == b'{"a":1}'

    await (await client.items.download("j")).write_to_file(tmp_path / "out.bin")
    assert (tmp_path / "out.bin").read_bytes() == b"ef"
