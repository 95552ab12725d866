"""Server-sent event streams: parsing `text/event-stream` bodies and turning their events into items."""

from __future__ import annotations

import codecs
import json
import re
from dataclasses import dataclass
from functools import cached_property
from types import TracebackType
from typing import Any, AsyncIterable, AsyncIterator, Callable, Generic, Iterable, Iterator, List, Sequence, TypeVar

import httpx
from typing_extensions import Literal, Self

from ._exceptions import APIConnectionError, APIError, APITimeoutError, ClientError, message_at, summarize
from ._models import construct_type
from ._utils import get_path, split_path

_T = TypeVar("_T")

_LINE_END = re.compile(r"\r\n|\r|\n")


@dataclass(frozen=True)
class ServerSentEvent:
    """One event, as dispatched by a blank line."""

    event: str | None
    """The `event:` field, or `None` when the event had none."""
    data: str
    """The `data:` lines joined with `\\n`."""
    id: str | None = None
    """The last `id:` seen on the stream so far."""
    retry: int | None = None
    """The `retry:` field of this event, in milliseconds."""

    def json(self) -> Any:
        return json.loads(self.data)


class SSEDecoder:
    """Assembles lines into events: `field: value` lines, `:` comments, blank-line dispatch."""

    def __init__(self) -> None:
        self._event: str | None = None
        self._data: List[str] = []
        self._id: str | None = None
        self._retry: int | None = None

    def decode(self, line: str) -> ServerSentEvent | None:
        """Feeds one line (without its line ending); returns the event a blank line completes, if any."""
        if not line:
            return self.flush()
        if line.startswith(":"):
            return None
        name, _, value = line.partition(":")
        value = value[1:] if value.startswith(" ") else value
        if name == "event":
            self._event = value
        elif name == "data":
            self._data.append(value)
        elif name == "id" and "\0" not in value:
            self._id = value
        elif name == "retry" and value.isdigit():
            self._retry = int(value)
        return None

    def flush(self) -> ServerSentEvent | None:
        """Dispatches the pending event; one with neither `event:` nor `data:` lines (only comments, say) is dropped.
        An event with a name and no data (`event: ping`) is dispatched, as the previous SDKs did."""
        event = (
            ServerSentEvent(event=self._event, data="\n".join(self._data), id=self._id, retry=self._retry)
            if self._data or self._event is not None
            else None
        )
        self._event = None
        self._data = []
        self._retry = None
        return event

    def iter_events(self, chunks: Iterable[bytes]) -> Iterator[ServerSentEvent]:
        """The events of a body. An event still pending when the body ends is dispatched too."""
        lines = _LineSplitter()
        for chunk in chunks:
            yield from self._decode_lines(lines.feed(chunk))
        yield from self._decode_lines(lines.finish())
        last = self.flush()
        if last is not None:
            yield last

    async def aiter_events(self, chunks: AsyncIterable[bytes]) -> AsyncIterator[ServerSentEvent]:
        """`iter_events` for an async body."""
        lines = _LineSplitter()
        async for chunk in chunks:
            for event in self._decode_lines(lines.feed(chunk)):
                yield event
        for event in self._decode_lines(lines.finish()):
            yield event
        last = self.flush()
        if last is not None:
            yield last

    def _decode_lines(self, lines: List[str]) -> Iterator[ServerSentEvent]:
        for line in lines:
            event = self.decode(line)
            if event is not None:
                yield event


class _LineSplitter:
    """Splits UTF-8 chunks into lines ending in `\\n`, `\\r\\n` or `\\r`, even when a `\\r\\n` straddles two chunks."""

    def __init__(self) -> None:
        self._decoder = codecs.getincrementaldecoder("utf-8")(errors="replace")
        self._buffer = ""

    def feed(self, chunk: bytes) -> List[str]:
        self._buffer += self._decoder.decode(chunk)
        return self._split(final=False)

    def finish(self) -> List[str]:
        self._buffer += self._decoder.decode(b"", final=True)
        lines = self._split(final=True)
        if self._buffer:
            lines.append(self._buffer)
            self._buffer = ""
        return lines

    def _split(self, *, final: bool) -> List[str]:
        lines: List[str] = []
        start = 0
        for match in _LINE_END.finditer(self._buffer):
            # A `\r` at the very end may be the first half of a `\r\n` that the next chunk completes.
            if not final and match.group() == "\r" and match.end() == len(self._buffer):
                break
            lines.append(self._buffer[start : match.start()])
            start = match.end()
        self._buffer = self._buffer[start:]
        return lines


@dataclass(frozen=True)
class StreamRule:
    """How one kind of event is handled (`streaming.on_event`).

    A rule matches when every matcher it sets matches (`event`, `event_is_null` for events without an `event:` line,
    `data_starts_with` on the raw data); `fallthrough` matches anything. The first matching rule decides: `yield` the
    parsed data, stop cleanly (`done`), or raise an `APIError` (`error`). On a `yield` rule, `error_property` raises
    instead when the parsed data has a truthy value there.
    """

    event: str | None = None
    event_is_null: bool = False
    data_starts_with: str | None = None
    fallthrough: bool = False
    handle: Literal["yield", "done", "error"] = "yield"
    error_property: str | None = None

    def matches(self, sse: ServerSentEvent) -> bool:
        if self.fallthrough:
            return True
        return (
            (not self.event_is_null or sse.event is None)
            and (self.event is None or sse.event == self.event)
            and (self.data_starts_with is None or sse.data.startswith(self.data_starts_with))
        )


DEFAULT_STREAM_RULES = (
    StreamRule(data_starts_with="[DONE]", handle="done"),
    StreamRule(event="error", handle="error"),
    StreamRule(fallthrough=True, handle="yield"),
)
"""The rules when the API configures none: `[DONE]` ends the stream, `error` events raise, the rest yield."""

_Action = Literal["yield", "done", "skip"]


class _BaseStream(Generic[_T]):
    response: httpx.Response
    """The HTTP response; its body is read while iterating."""

    def __init__(
        self,
        *,
        cast_to: Any,
        response: httpx.Response,
        rules: Sequence[StreamRule] = (),
        message_property: str | None = None,
        process: Callable[[Any, object], Any] = construct_type,
        client: object = None,
    ) -> None:
        # client: the previous SDKs' streams took the client that made them; this one needs nothing of it.
        del client
        self.response = response
        self._cast_to = cast_to
        self._rules = rules or DEFAULT_STREAM_RULES
        self._message_property = message_property
        self._process = process
        self._iterated = False
        self._closed = False

    def _start(self) -> None:
        if self._iterated:
            raise ClientError("This stream has already been iterated; a stream can be iterated only once.")
        self._iterated = True

    def _decide(self, sse: ServerSentEvent) -> tuple[_Action, Any]:
        rule = next((rule for rule in self._rules if rule.matches(sse)), None)
        if rule is None:
            return "skip", None
        if rule.handle == "done":
            return "done", None
        if rule.handle == "error":
            body = _parse_or_text(sse.data)
            paths = (rule.error_property, self._message_property, "error.message", "message")
            raise self._error(body, paths, sse.data)
        if not sse.data.strip():
            return "skip", None  # an event with a name only (a keep-alive): nothing to yield
        try:
            data = json.loads(sse.data)
        except ValueError as exc:
            raise APIError(
                f"Could not parse a stream event as JSON: {sse.data[:200]}",
                request=self.response.request,
                body=sse.data,
            ) from exc
        if rule.error_property and get_path(data, split_path(rule.error_property)):
            raise self._error(data, (f"{rule.error_property}.message", rule.error_property), None)
        return "yield", self._process(self._cast_to, data)

    def _error(self, body: object, paths: Sequence[str | None], fallback: str | None) -> APIError:
        message = next((found for found in (message_at(body, path) for path in paths) if found), None)
        if message is None:
            message = f"The stream reported an error: {fallback or summarize(body)}"
        return APIError(message, request=self.response.request, body=body)

    def _interrupted(self, exc: Exception) -> APIError:
        if isinstance(exc, httpx.TimeoutException):
            return APITimeoutError(request=self.response.request)
        return APIConnectionError(request=self.response.request, message="The stream was interrupted.")


class Stream(_BaseStream[_T]):
    """The events of a server-sent event response, as items of type `_T`.

    Iterate it once (`for chunk in stream`); leaving a `with` block or calling `close()` closes the connection.
    """

    @cached_property
    def _iterator(self) -> Iterator[_T]:
        return self._items()

    def __iter__(self) -> Iterator[_T]:
        self._start()
        return self

    def __next__(self) -> _T:
        return next(self._iterator)

    def __enter__(self) -> Self:
        return self

    def __exit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, traceback: TracebackType | None
    ) -> None:
        self.close()

    def close(self) -> None:
        """Stops the stream and closes the connection; a loop over the stream then ends without an error."""
        self._closed = True
        self.response.close()

    def _iter_events(self) -> Iterator[ServerSentEvent]:
        """The raw events of the response, before the stream's rules apply."""
        return SSEDecoder().iter_events(self.response.iter_bytes())

    def _items(self) -> Iterator[_T]:
        try:
            for sse in self._iter_events():
                # Events that arrived in the same chunk as earlier ones are dropped once the stream is closed.
                if self._closed:
                    return
                action, item = self._decide(sse)
                if action == "done":
                    return
                if action == "yield":
                    yield item
        except (httpx.TransportError, httpx.StreamError) as exc:
            if not self._closed:
                raise self._interrupted(exc) from exc
        finally:
            self.response.close()


class AsyncStream(_BaseStream[_T]):
    """The events of a server-sent event response, as items of type `_T`.

    Iterate it once (`async for chunk in stream`); leaving an `async with` block or calling `await close()` closes
    the connection.
    """

    @cached_property
    def _iterator(self) -> AsyncIterator[_T]:
        return self._items()

    def __aiter__(self) -> AsyncIterator[_T]:
        self._start()
        return self

    async def __anext__(self) -> _T:
        return await self._iterator.__anext__()

    async def __aenter__(self) -> Self:
        return self

    async def __aexit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, traceback: TracebackType | None
    ) -> None:
        await self.close()

    async def close(self) -> None:
        """Stops the stream and closes the connection; a loop over the stream then ends without an error."""
        self._closed = True
        await self.response.aclose()

    def _iter_events(self) -> AsyncIterator[ServerSentEvent]:
        """The raw events of the response, before the stream's rules apply."""
        return SSEDecoder().aiter_events(self.response.aiter_bytes())

    async def _items(self) -> AsyncIterator[_T]:
        try:
            async for sse in self._iter_events():
                if self._closed:
                    return
                action, item = self._decide(sse)
                if action == "done":
                    return
                if action == "yield":
                    yield item
        except (httpx.TransportError, httpx.StreamError) as exc:
            if not self._closed:
                raise self._interrupted(exc) from exc
        finally:
            await self.response.aclose()


def _parse_or_text(data: str) -> object:
    try:
        return json.loads(data)
    except ValueError:
        return data
