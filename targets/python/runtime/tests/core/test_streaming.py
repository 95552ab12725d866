from __future__ import annotations

from dataclasses import replace
from typing import AsyncIterator, Awaitable, Iterable, Iterator, List, Tuple, Union

import httpx
import pytest

from sdkgen_runtime._exceptions import APIConnectionError, APIError, ClientError
from sdkgen_runtime._resource import AsyncAPIResource, SyncAPIResource
from sdkgen_runtime._response import (
    async_to_raw_response_wrapper,
    to_raw_response_wrapper,
    to_streamed_response_wrapper,
)
from sdkgen_runtime._streaming import AsyncStream, ServerSentEvent, SSEDecoder, Stream, StreamRule
from sdkgen_runtime._types import NOT_GIVEN, Headers, NotGiven, Timeout

from .helpers import (
    DEFAULTS,
    AnyClient,
    AsyncFakeClient,
    Chunk,
    FakeClient,
    Kind,
    MakeClient,
    MockServer,
    collect,
    json_reply,
    resolve,
    sse_reply,
)


class Chats(SyncAPIResource):
    """The stand-in API's streaming method, as the generator writes one (only APIs with streams ship `_streaming`)."""

    def chat(
        self,
        *,
        message: str,
        extra_headers: Headers | None = None,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
    ) -> Stream[Chunk]:
        return self._request(
            "post",
            "/chats",
            body={"message": message, "stream": True},
            cast_to=Chunk,
            stream=True,
            stream_item=Chunk,
            extra_headers=extra_headers,
            timeout=timeout,
        )


class AsyncChats(AsyncAPIResource):
    async def chat(
        self,
        *,
        message: str,
        extra_headers: Headers | None = None,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
    ) -> AsyncStream[Chunk]:
        return await self._request(
            "post",
            "/chats",
            body={"message": message, "stream": True},
            cast_to=Chunk,
            stream=True,
            stream_item=Chunk,
            extra_headers=extra_headers,
            timeout=timeout,
        )


def chat(client: AnyClient, *, message: str) -> Union[Stream[Chunk], Awaitable[AsyncStream[Chunk]]]:
    return (
        Chats(client).chat(message=message)
        if isinstance(client, FakeClient)
        else AsyncChats(client).chat(message=message)
    )


def decode(chunks: Iterable[bytes]) -> List[ServerSentEvent]:
    return list(SSEDecoder().iter_events(chunks))


def events(*pairs: Tuple[str | None, str]) -> List[ServerSentEvent]:
    return [ServerSentEvent(event=event, data=data) for event, data in pairs]


def test_decoder_fields_comments_and_multi_line_data() -> None:
    body = b": connected\n\nevent: delta\ndata: one\n\nid: 7\nretry: 1000\ndata:two\ndata:  three\n\n: keep-alive\n\n"

    assert decode([body]) == [
        ServerSentEvent(event="delta", data="one"),
        ServerSentEvent(event=None, data="two\n three", id="7", retry=1000),
    ]


def test_decoder_line_endings_split_across_chunks() -> None:
    chunks = [
        b"data: a\r",
        b"\n\r\ndata: b\r\rdata: c",
        b"\n\n",
        "data: é\n\n".encode()[:7],
        "data: é\n\n".encode()[7:],
    ]

    assert decode(chunks) == events((None, "a"), (None, "b"), (None, "c"), (None, "é"))


def test_decoder_edge_cases() -> None:
    body = b"event: only-event\n\ndata\n\ndata: x\nunknown: field\nid: with\0null\nretry: soon\n\ndata: last"

    assert decode([body]) == events(("only-event", ""), (None, ""), (None, "x"), (None, "last"))


async def test_async_decoder() -> None:
    async def chunks() -> AsyncIterator[bytes]:
        yield b"data: a\n"
        yield b"\ndata: b\n\n"

    assert [event async for event in SSEDecoder().aiter_events(chunks())] == events((None, "a"), (None, "b"))


async def test_streams_yield_parsed_events_until_done(make_client: MakeClient, server: MockServer) -> None:
    client = make_client()
    server.reply(
        sse_reply(
            ": connected",
            "",
            "event: delta",
            'data: {"id":"c1","delta":"Hel"}',
            "",
            'data: {"id":"c2",',
            'data: "delta":"lo"}',
            "",
            "event: usage",
            'data: {"id":"c3","delta":"!"}',
            "",
            "data: [DONE]",
            "",
            'data: {"id":"c4","delta":"after done"}',
            "",
        )
    )

    chunks = await collect(await resolve(chat(client, message="hi")))

    assert chunks == [Chunk(id="c1", delta="Hel"), Chunk(id="c2", delta="lo"), Chunk(id="c3", delta="!")]
    assert server.last.headers["Accept"] == "text/event-stream"


async def test_the_end_of_the_body_ends_the_stream(make_client: MakeClient, server: MockServer) -> None:
    client = make_client()
    server.reply(sse_reply('data: {"id":"c1","delta":"a"}'))

    assert await collect(await resolve(chat(client, message="hi"))) == [Chunk(id="c1", delta="a")]


async def test_an_error_event_raises_with_its_message(make_client: MakeClient, server: MockServer) -> None:
    client = make_client()
    server.reply(
        sse_reply(
            'data: {"id":"c1","delta":"a"}',
            "",
            "event: error",
            'data: {"message":"overloaded"}',
            "",
            'data: {"id":"c2","delta":"b"}',
            "",
        )
    )
    received: List[Chunk] = []

    with pytest.raises(APIError, match="^overloaded$") as raised:
        stream = await resolve(chat(client, message="hi"))
        if isinstance(stream, AsyncIterator):
            async for chunk in stream:
                received.append(chunk)
        else:
            received.extend(stream)

    assert received == [Chunk(id="c1", delta="a")]
    assert raised.value.body == {"message": "overloaded"}


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ('{"error":{"message":"nested"}}', "^nested$"),
        ("plain text", "^The stream reported an error: plain text$"),
    ],
)
async def test_error_event_messages(make_client: MakeClient, server: MockServer, data: str, message: str) -> None:
    client = make_client()
    server.reply(sse_reply("event: error", f"data: {data}", ""))

    with pytest.raises(APIError, match=message):
        await collect(await resolve(chat(client, message="hi")))


async def test_configured_rules_decide_in_order(kind: Kind, server: MockServer) -> None:
    rules = (
        StreamRule(data_starts_with="[DONE]", handle="done"),
        StreamRule(event="ping", handle="done", data_starts_with="stop"),
        StreamRule(event_is_null=True, handle="yield", error_property="error"),
        StreamRule(event="delta", handle="yield"),
    )
    client = client_of(kind, server, rules)
    server.reply(
        sse_reply(
            'data: {"id":"c1","delta":"a"}',
            "",
            "event: ping",
            "data: keep going",
            "",
            "event: delta",
            'data: {"id":"c2","delta":"b"}',
            "",
            "event: other",
            'data: {"id":"skipped","delta":""}',
            "",
            "event: ping",
            "data: stop",
            "",
            'data: {"id":"c3","delta":"never"}',
            "",
        ),
        sse_reply('data: {"error":{"message":"flagged"}}', ""),
    )

    chunks = await collect(await resolve(chat(client, message="hi")))
    assert [chunk.id for chunk in chunks] == ["c1", "c2"]

    with pytest.raises(APIError, match="^flagged$"):
        await collect(await resolve(chat(client, message="hi")))


async def test_event_data_that_is_not_json_raises(make_client: MakeClient, server: MockServer) -> None:
    client = make_client()
    server.reply(sse_reply("data: {broken", ""))

    with pytest.raises(APIError, match="Could not parse a stream event as JSON: {broken"):
        await collect(await resolve(chat(client, message="hi")))


async def test_establishing_a_stream_is_retried(make_client: MakeClient, server: MockServer) -> None:
    client = make_client()
    server.reply(json_reply({"message": "busy"}, status=503), sse_reply('data: {"id":"c1","delta":"a"}', ""))

    assert await collect(await resolve(chat(client, message="hi"))) == [Chunk(id="c1", delta="a")]
    assert len(server.requests) == 2


def test_a_stream_can_be_iterated_once_and_closed(server: MockServer) -> None:
    client = FakeClient(api_key="k", http_client=httpx.Client(transport=server.transport()))
    server.reply(
        sse_reply('data: {"id":"c1","delta":"a"}', "", 'data: {"id":"c2","delta":"b"}', ""),
        sse_reply('data: {"id":"c1","delta":"a"}', ""),
    )

    stream = Chats(client).chat(message="hi")
    assert next(iter(stream)) == Chunk(id="c1", delta="a")
    with pytest.raises(ClientError, match="only once"):
        iter(stream)
    stream.close()
    assert stream.response.is_closed
    assert next(stream, None) is None

    with Chats(client).chat(message="hi") as stream:
        pass
    assert stream.response.is_closed


async def test_an_async_stream_can_be_iterated_once_and_closed(server: MockServer) -> None:
    client = AsyncFakeClient(api_key="k", http_client=httpx.AsyncClient(transport=server.transport()))
    server.reply(sse_reply('data: {"id":"c1","delta":"a"}', ""), sse_reply('data: {"id":"c1","delta":"a"}', ""))

    stream = await AsyncChats(client).chat(message="hi")
    assert [chunk async for chunk in stream] == [Chunk(id="c1", delta="a")]
    with pytest.raises(ClientError, match="only once"):
        stream.__aiter__()
    assert stream.response.is_closed

    async with await AsyncChats(client).chat(message="hi") as stream:
        pass
    assert stream.response.is_closed


def test_a_connection_lost_mid_stream_raises(server: MockServer) -> None:
    def body() -> Iterator[bytes]:
        yield b'data: {"id":"c1","delta":"a"}\n\n'
        raise httpx.RemoteProtocolError("peer closed connection")

    client = FakeClient(api_key="k", http_client=httpx.Client(transport=server.transport()))
    server.reply(httpx.Response(200, content=body(), headers={"content-type": "text/event-stream"}))
    stream = Chats(client).chat(message="hi")

    assert next(stream) == Chunk(id="c1", delta="a")
    with pytest.raises(APIConnectionError, match="interrupted"):
        next(stream)


def client_of(kind: Kind, server: MockServer, rules: Tuple[StreamRule, ...]) -> FakeClient | AsyncFakeClient:
    defaults = replace(DEFAULTS, stream_rules=rules)
    if kind == "sync":
        return FakeClient(api_key="k", defaults=defaults, http_client=httpx.Client(transport=server.transport()))
    return AsyncFakeClient(api_key="k", defaults=defaults, http_client=httpx.AsyncClient(transport=server.transport()))


def test_raw_and_streamed_wrappers_of_a_stream_method(server: MockServer) -> None:
    client = FakeClient(api_key="k", http_client=httpx.Client(transport=server.transport()))
    server.reply(
        sse_reply('data: {"id":"c1","delta":"a"}', ""),
        httpx.Response(
            200, content=iter([b'data: {"id":"c2","delta":"b"}\n\n']), headers={"content-type": "text/event-stream"}
        ),
    )

    raw = to_raw_response_wrapper(Chats(client).chat)(message="hi")
    stream = raw.parse()
    assert isinstance(stream, Stream)
    assert list(stream) == [Chunk(id="c1", delta="a")]

    with to_streamed_response_wrapper(Chats(client).chat)(message="hi") as response:
        assert not response.http_response.is_stream_consumed
        assert list(response.parse()) == [Chunk(id="c2", delta="b")]


async def test_async_raw_wrapper_of_a_stream_method(server: MockServer) -> None:
    client = AsyncFakeClient(api_key="k", http_client=httpx.AsyncClient(transport=server.transport()))
    server.reply(sse_reply('data: {"id":"c1","delta":"a"}', ""))

    raw = await async_to_raw_response_wrapper(AsyncChats(client).chat)(message="hi")
    stream = await raw.parse()

    assert isinstance(stream, AsyncStream)
    assert [chunk async for chunk in stream] == [Chunk(id="c1", delta="a")]


def test_streams_made_from_a_response_give_raw_events() -> None:
    def body() -> Iterator[bytes]:
        yield b"event: ping\n\n"
        yield b'data: {"a": 1}\n\n'

    stream: Stream[object] = Stream(cast_to=object, client=None, response=httpx.Response(200, content=body()))
    events = list(stream._iter_events())

    assert [(event.event, event.data) for event in events] == [("ping", ""), (None, '{"a": 1}')]
    keep_alive: Stream[object] = Stream(
        cast_to=object, response=httpx.Response(200, content=b"event: ping\n\ndata: 1\n\n")
    )
    assert list(keep_alive) == [1]
