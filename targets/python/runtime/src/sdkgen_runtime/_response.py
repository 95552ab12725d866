"""Raw and streamed HTTP responses, and the wrappers behind `with_raw_response` and `with_streaming_response`."""

from __future__ import annotations

import datetime
import functools
import json
import os
from types import TracebackType
from typing import (
    Any,
    AsyncIterator,
    Awaitable,
    Callable,
    Generic,
    Iterator,
    Mapping,
    Tuple,
    TypeVar,
    Union,
    cast,
    overload,
)

import anyio
import httpx
from typing_extensions import Literal, ParamSpec

from ._exceptions import APIResponseValidationError

_P = ParamSpec("_P")
_R = TypeVar("_R")
_T = TypeVar("_T")
_APIResponseT = TypeVar("_APIResponseT", bound="APIResponse[Any]")
_AsyncAPIResponseT = TypeVar("_AsyncAPIResponseT", bound="AsyncAPIResponse[Any]")

RAW_RESPONSE_HEADER = "X-Sdkgen-Raw-Response"
"""Passed through `extra_headers` by the wrappers to ask for the response itself; never sent."""

ResponseMode = Literal["raw", "stream"]


def pop_response_mode(
    extra_headers: Mapping[str, object] | None,
) -> Tuple[ResponseMode | None, Mapping[str, object] | None]:
    """Takes the wrappers' marker out of `extra_headers`: whether the caller wants the response, read or streamed."""
    if not extra_headers:
        return None, extra_headers
    marker = next((name for name in extra_headers if name.lower() == RAW_RESPONSE_HEADER.lower()), None)
    if marker is None:
        return None, extra_headers
    mode = extra_headers[marker]
    rest = {name: value for name, value in extra_headers.items() if name != marker}
    return ("stream" if mode == "stream" else "raw"), rest


def decode_body(response: httpx.Response) -> object:
    """A read response body: JSON when the content type says so (or is missing and the text parses), else the text.

    An empty body, 204 and `HEAD` responses give `None`. A body that claims to be JSON but is not raises
    `APIResponseValidationError`.
    """
    if response.request.method == "HEAD" or response.status_code == 204 or not response.content:
        return None
    content_type = response.headers.get("content-type")
    if content_type is None:
        return _json_or_text(response)
    media_type = content_type.split(";")[0].strip().lower()
    if media_type != "application/json" and not media_type.endswith("+json"):
        return response.text
    try:
        return json.loads(response.content)
    except ValueError as exc:
        raise APIResponseValidationError(
            f"The response declares {content_type} but is not valid JSON.", response=response, body=response.text
        ) from exc


def decode_error_body(response: httpx.Response) -> object:
    """An error body, never raising: JSON when it parses, else the text; `None` when empty or unread."""
    try:
        content = response.content
    except httpx.ResponseNotRead:
        return None
    return _json_or_text(response) if content else None


def _json_or_text(response: httpx.Response) -> object:
    try:
        return json.loads(response.content)
    except ValueError:
        return response.text


class _BaseAPIResponse(Generic[_R]):
    http_response: httpx.Response
    retries_taken: int
    """How many times the request was retried before this response."""

    def __init__(
        self,
        *,
        raw: httpx.Response,
        retries_taken: int,
        parser: Callable[[], _R],
        reads_body: bool = True,
        converter: Callable[[Any], Any] | None = None,
    ) -> None:
        self.http_response = raw
        self.retries_taken = retries_taken
        self._parser = parser
        # Builds the (read) body as a type the caller names: `parse(to=...)`.
        self._converter = converter
        # Streams and binary responses parse into objects that read the body themselves, when asked.
        self._reads_body = reads_body
        self._parsed: Tuple[_R] | None = None

    @property
    def headers(self) -> httpx.Headers:
        return self.http_response.headers

    @property
    def http_request(self) -> httpx.Request:
        """The request this response answers, as it was last sent."""
        return self.http_response.request

    @property
    def is_closed(self) -> bool:
        """Whether the body was read in full or the response closed; a streamed response is open until then."""
        return self.http_response.is_closed

    @property
    def http_version(self) -> str:
        return self.http_response.http_version

    @property
    def content(self) -> bytes:
        """The body; only once it has been read (`read()`), or for responses that are not streamed."""
        return self.http_response.content

    @property
    def status_code(self) -> int:
        return self.http_response.status_code

    @property
    def url(self) -> httpx.URL:
        return self.http_response.url

    @property
    def method(self) -> str:
        return self.http_response.request.method

    @property
    def request_id(self) -> str | None:
        """The `x-request-id` header, to quote when contacting support."""
        return self.http_response.headers.get("x-request-id")

    @property
    def elapsed(self) -> datetime.timedelta:
        """The time from sending the request to the end of the response body (available once it is read)."""
        return self.http_response.elapsed

    def _parse_once(self) -> _R:
        if self._parsed is None:
            self._parsed = (self._parser(),)
        return self._parsed[0]

    def _convert(self, to: Any) -> Any:
        if to is httpx.Response:
            return self.http_response
        if self._converter is None:
            raise TypeError(f"This response cannot be parsed as {to}")
        return self._converter(to)

    def __repr__(self) -> str:
        return f"<{type(self).__name__} [{self.status_code}] {self.method} {self.url}>"


class APIResponse(_BaseAPIResponse[_R]):
    """An HTTP response together with the value the method returns for it (`parse()`)."""

    @overload
    def parse(self) -> _R: ...

    @overload
    def parse(self, *, to: type[_T]) -> _T: ...

    def parse(self, *, to: Any = None) -> Any:
        """The value the method would have returned, built once; or, with `to`, the body built as that type
        (a model, `str`, `bytes`, `int`, `float`, `bool`, `httpx.Response`, ...)."""
        if self._reads_body or to is not None:
            self.read()
        return self._parse_once() if to is None else self._convert(to)

    def read(self) -> bytes:
        return self.http_response.read()

    def text(self) -> str:
        self.read()
        return self.http_response.text

    def json(self) -> object:
        return json.loads(self.read())

    def iter_bytes(self, chunk_size: int | None = None) -> Iterator[bytes]:
        return self.http_response.iter_bytes(chunk_size)

    def iter_text(self, chunk_size: int | None = None) -> Iterator[str]:
        return self.http_response.iter_text(chunk_size)

    def iter_lines(self) -> Iterator[str]:
        return self.http_response.iter_lines()

    def close(self) -> None:
        self.http_response.close()


class AsyncAPIResponse(_BaseAPIResponse[_R]):
    """An HTTP response together with the value the method returns for it (`await parse()`)."""

    @overload
    async def parse(self) -> _R: ...

    @overload
    async def parse(self, *, to: type[_T]) -> _T: ...

    async def parse(self, *, to: Any = None) -> Any:
        """The value the method would have returned, built once; or, with `to`, the body built as that type
        (a model, `str`, `bytes`, `int`, `float`, `bool`, `httpx.Response`, ...)."""
        if self._reads_body or to is not None:
            await self.read()
        return self._parse_once() if to is None else self._convert(to)

    async def read(self) -> bytes:
        return await self.http_response.aread()

    async def text(self) -> str:
        await self.read()
        return self.http_response.text

    async def json(self) -> object:
        return json.loads(await self.read())

    def iter_bytes(self, chunk_size: int | None = None) -> AsyncIterator[bytes]:
        return self.http_response.aiter_bytes(chunk_size)

    def iter_text(self, chunk_size: int | None = None) -> AsyncIterator[str]:
        return self.http_response.aiter_text(chunk_size)

    def iter_lines(self) -> AsyncIterator[str]:
        return self.http_response.aiter_lines()

    async def close(self) -> None:
        await self.http_response.aclose()


class BinaryAPIResponse(APIResponse[bytes]):
    """A binary response whose body is read only when asked: `read()`, `iter_bytes()`, `write_to_file()`."""

    def __init__(self, *, raw: httpx.Response, retries_taken: int = 0) -> None:
        super().__init__(raw=raw, retries_taken=retries_taken, parser=lambda: raw.content)

    def write_to_file(self, file: str | os.PathLike[str]) -> None:
        """Streams the body into `file`."""
        with open(file, mode="wb") as out:
            for chunk in self.iter_bytes():
                out.write(chunk)


class AsyncBinaryAPIResponse(AsyncAPIResponse[bytes]):
    """A binary response whose body is read only when asked: `read()`, `iter_bytes()`, `write_to_file()`."""

    def __init__(self, *, raw: httpx.Response, retries_taken: int = 0) -> None:
        super().__init__(raw=raw, retries_taken=retries_taken, parser=lambda: raw.content)

    async def write_to_file(self, file: str | os.PathLike[str]) -> None:
        """Streams the body into `file`."""
        path = anyio.Path(file)
        async with await path.open(mode="wb") as out:
            async for chunk in self.iter_bytes():
                await out.write(chunk)


class ResponseContextManager(Generic[_APIResponseT]):
    """Makes the request on entering the `with` block and closes the response on leaving it."""

    def __init__(self, request: Callable[[], _APIResponseT]) -> None:
        self._request = request
        self._response: _APIResponseT | None = None

    def __enter__(self) -> _APIResponseT:
        self._response = self._request()
        return self._response

    def __exit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, traceback: TracebackType | None
    ) -> None:
        if self._response is not None:
            self._response.close()


class AsyncResponseContextManager(Generic[_AsyncAPIResponseT]):
    """Makes the request on entering the `async with` block and closes the response on leaving it."""

    def __init__(self, request: Awaitable[_AsyncAPIResponseT]) -> None:
        self._request = request
        self._response: _AsyncAPIResponseT | None = None

    async def __aenter__(self) -> _AsyncAPIResponseT:
        self._response = await self._request
        return self._response

    async def __aexit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, traceback: TracebackType | None
    ) -> None:
        if self._response is not None:
            await self._response.close()


def to_raw_response_wrapper(func: Callable[_P, _R]) -> Callable[_P, APIResponse[_R]]:
    """Makes `func` return an `APIResponse` (body read) instead of the parsed value."""

    @functools.wraps(func)
    def wrapped(*args: _P.args, **kwargs: _P.kwargs) -> APIResponse[_R]:
        kwargs["extra_headers"] = _with_mode(kwargs.get("extra_headers"), "raw")
        return cast(APIResponse[_R], func(*args, **kwargs))

    return wrapped


def async_to_raw_response_wrapper(func: Callable[_P, Awaitable[_R]]) -> Callable[_P, Awaitable[AsyncAPIResponse[_R]]]:
    """Makes `func` return an `AsyncAPIResponse` (body read) instead of the parsed value."""

    @functools.wraps(func)
    async def wrapped(*args: _P.args, **kwargs: _P.kwargs) -> AsyncAPIResponse[_R]:
        kwargs["extra_headers"] = _with_mode(kwargs.get("extra_headers"), "raw")
        return cast(AsyncAPIResponse[_R], await func(*args, **kwargs))

    return wrapped


def to_streamed_response_wrapper(func: Callable[_P, _R]) -> Callable[_P, ResponseContextManager[APIResponse[_R]]]:
    """Makes `func` return a context manager of an `APIResponse` whose body is read only when asked."""

    @functools.wraps(func)
    def wrapped(*args: _P.args, **kwargs: _P.kwargs) -> ResponseContextManager[APIResponse[_R]]:
        kwargs["extra_headers"] = _with_mode(kwargs.get("extra_headers"), "stream")
        request = cast(Callable[[], APIResponse[_R]], functools.partial(func, *args, **kwargs))
        return ResponseContextManager(request)

    return wrapped


def async_to_streamed_response_wrapper(
    func: Callable[_P, Awaitable[_R]],
) -> Callable[_P, AsyncResponseContextManager[AsyncAPIResponse[_R]]]:
    """Makes `func` return an async context manager of an `AsyncAPIResponse` whose body is read only when asked."""

    @functools.wraps(func)
    def wrapped(*args: _P.args, **kwargs: _P.kwargs) -> AsyncResponseContextManager[AsyncAPIResponse[_R]]:
        kwargs["extra_headers"] = _with_mode(kwargs.get("extra_headers"), "stream")
        return AsyncResponseContextManager(cast(Awaitable[AsyncAPIResponse[_R]], func(*args, **kwargs)))

    return wrapped


def _with_mode(extra_headers: object, mode: ResponseMode) -> Mapping[str, object]:
    headers = cast(Union[Mapping[str, object], None], extra_headers) or {}
    return {**headers, RAW_RESPONSE_HEADER: mode}
