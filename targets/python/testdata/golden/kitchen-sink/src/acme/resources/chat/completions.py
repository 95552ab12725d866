# Copyright Acme, Inc. Licensed under the Apache License 2.0.
# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

from __future__ import annotations

from functools import cached_property
from typing import Optional, Sequence, overload

from typing_extensions import Literal

from ..._resource import AsyncAPIResource, SyncAPIResource
from ..._response import (
    async_to_raw_response_wrapper,
    async_to_streamed_response_wrapper,
    to_raw_response_wrapper,
    to_streamed_response_wrapper,
)
from ..._streaming import AsyncStream, Stream
from ..._types import NOT_GIVEN, Body, Headers, NotGiven, Query, Timeout
from ...types.chat.completion import Completion
from ...types.chat.completion_chunk import CompletionChunk
from ...types.chat.completion_create_params_messages_param import CompletionCreateParamsMessagesParam


class CompletionsResource(SyncAPIResource):
    @cached_property
    def with_raw_response(self) -> CompletionsResourceWithRawResponse:
        return CompletionsResourceWithRawResponse(self)

    @cached_property
    def with_streaming_response(self) -> CompletionsResourceWithStreamingResponse:
        return CompletionsResourceWithStreamingResponse(self)

    @overload
    def create(
        self,
        *,
        messages: Sequence[CompletionCreateParamsMessagesParam],
        stream: Optional[Literal[False]] | NotGiven = NOT_GIVEN,
        extra_headers: Headers | None = None,
        extra_query: Query | None = None,
        extra_body: Body | None = None,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
        idempotency_key: str | None = None,
    ) -> Completion: ...

    @overload
    def create(
        self,
        *,
        messages: Sequence[CompletionCreateParamsMessagesParam],
        stream: Literal[True],
        extra_headers: Headers | None = None,
        extra_query: Query | None = None,
        extra_body: Body | None = None,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
        idempotency_key: str | None = None,
    ) -> Stream[CompletionChunk]: ...

    @overload
    def create(
        self,
        *,
        messages: Sequence[CompletionCreateParamsMessagesParam],
        stream: bool,
        extra_headers: Headers | None = None,
        extra_query: Query | None = None,
        extra_body: Body | None = None,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
        idempotency_key: str | None = None,
    ) -> Completion | Stream[CompletionChunk]: ...

    def create(
        self,
        *,
        messages: Sequence[CompletionCreateParamsMessagesParam],
        stream: Optional[Literal[False]] | Literal[True] | NotGiven = NOT_GIVEN,
        extra_headers: Headers | None = None,
        extra_query: Query | None = None,
        extra_body: Body | None = None,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
        idempotency_key: str | None = None,
    ) -> Completion | Stream[CompletionChunk]:
        """
        Args:
          stream: Stream the answer as server-sent events.
        """
        return self._request(
            "post",
            "/chat/completions",
            cast_to=Completion,
            headers={"X-Sdkgen-Stream-Helper": "chat.completions.stream" if stream is True else NOT_GIVEN},
            body={"messages": messages, "stream": stream},
            stream=stream is True,
            stream_item=CompletionChunk,
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
            timeout=timeout,
            idempotency_key=idempotency_key,
        )

    def stream(
        self,
        *,
        prompt: str,
        extra_headers: Headers | None = None,
        extra_query: Query | None = None,
        extra_body: Body | None = None,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
        idempotency_key: str | None = None,
    ) -> Stream[CompletionChunk]:
        return self._request(
            "post",
            "/chat/stream",
            cast_to=CompletionChunk,
            body={"prompt": prompt},
            stream=True,
            stream_item=CompletionChunk,
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
            timeout=timeout,
            idempotency_key=idempotency_key,
        )


class AsyncCompletionsResource(AsyncAPIResource):
    @cached_property
    def with_raw_response(self) -> AsyncCompletionsResourceWithRawResponse:
        return AsyncCompletionsResourceWithRawResponse(self)

    @cached_property
    def with_streaming_response(self) -> AsyncCompletionsResourceWithStreamingResponse:
        return AsyncCompletionsResourceWithStreamingResponse(self)

    @overload
    async def create(
        self,
        *,
        messages: Sequence[CompletionCreateParamsMessagesParam],
        stream: Optional[Literal[False]] | NotGiven = NOT_GIVEN,
        extra_headers: Headers | None = None,
        extra_query: Query | None = None,
        extra_body: Body | None = None,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
        idempotency_key: str | None = None,
    ) -> Completion: ...

    @overload
    async def create(
        self,
        *,
        messages: Sequence[CompletionCreateParamsMessagesParam],
        stream: Literal[True],
        extra_headers: Headers | None = None,
        extra_query: Query | None = None,
        extra_body: Body | None = None,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
        idempotency_key: str | None = None,
    ) -> AsyncStream[CompletionChunk]: ...

    @overload
    async def create(
        self,
        *,
        messages: Sequence[CompletionCreateParamsMessagesParam],
        stream: bool,
        extra_headers: Headers | None = None,
        extra_query: Query | None = None,
        extra_body: Body | None = None,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
        idempotency_key: str | None = None,
    ) -> Completion | AsyncStream[CompletionChunk]: ...

    async def create(
        self,
        *,
        messages: Sequence[CompletionCreateParamsMessagesParam],
        stream: Optional[Literal[False]] | Literal[True] | NotGiven = NOT_GIVEN,
        extra_headers: Headers | None = None,
        extra_query: Query | None = None,
        extra_body: Body | None = None,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
        idempotency_key: str | None = None,
    ) -> Completion | AsyncStream[CompletionChunk]:
        """
        Args:
          stream: Stream the answer as server-sent events.
        """
        return await self._request(
            "post",
            "/chat/completions",
            cast_to=Completion,
            headers={"X-Sdkgen-Stream-Helper": "chat.completions.stream" if stream is True else NOT_GIVEN},
            body={"messages": messages, "stream": stream},
            stream=stream is True,
            stream_item=CompletionChunk,
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
            timeout=timeout,
            idempotency_key=idempotency_key,
        )

    async def stream(
        self,
        *,
        prompt: str,
        extra_headers: Headers | None = None,
        extra_query: Query | None = None,
        extra_body: Body | None = None,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
        idempotency_key: str | None = None,
    ) -> AsyncStream[CompletionChunk]:
        return await self._request(
            "post",
            "/chat/stream",
            cast_to=CompletionChunk,
            body={"prompt": prompt},
            stream=True,
            stream_item=CompletionChunk,
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
            timeout=timeout,
            idempotency_key=idempotency_key,
        )


class CompletionsResourceWithRawResponse:
    """Methods that return the raw response (headers, status) with the parsed data available from `.parse()`."""

    def __init__(self, resource: CompletionsResource) -> None:
        self._resource = resource
        self.create = to_raw_response_wrapper(resource.create)
        self.stream = to_raw_response_wrapper(resource.stream)


class AsyncCompletionsResourceWithRawResponse:
    """Methods that return the raw response (headers, status) with the parsed data available from `.parse()`."""

    def __init__(self, resource: AsyncCompletionsResource) -> None:
        self._resource = resource
        self.create = async_to_raw_response_wrapper(resource.create)
        self.stream = async_to_raw_response_wrapper(resource.stream)


class CompletionsResourceWithStreamingResponse:
    """Methods that return the response before its body is read, as a context manager."""

    def __init__(self, resource: CompletionsResource) -> None:
        self._resource = resource
        self.create = to_streamed_response_wrapper(resource.create)
        self.stream = to_streamed_response_wrapper(resource.stream)


class AsyncCompletionsResourceWithStreamingResponse:
    """Methods that return the response before its body is read, as a context manager."""

    def __init__(self, resource: AsyncCompletionsResource) -> None:
        self._resource = resource
        self.create = async_to_streamed_response_wrapper(resource.create)
        self.stream = async_to_streamed_response_wrapper(resource.stream)
