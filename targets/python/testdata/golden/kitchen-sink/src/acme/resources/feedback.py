# Copyright Acme, Inc. Licensed under the Apache License 2.0.
# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

from __future__ import annotations

from functools import cached_property

from .._resource import AsyncAPIResource, SyncAPIResource
from .._response import (
    async_to_raw_response_wrapper,
    async_to_streamed_response_wrapper,
    to_raw_response_wrapper,
    to_streamed_response_wrapper,
)
from .._types import NOT_GIVEN, Body, Headers, NotGiven, Query, Timeout


class FeedbackResource(SyncAPIResource):
    @cached_property
    def with_raw_response(self) -> FeedbackResourceWithRawResponse:
        return FeedbackResourceWithRawResponse(self)

    @cached_property
    def with_streaming_response(self) -> FeedbackResourceWithStreamingResponse:
        return FeedbackResourceWithStreamingResponse(self)

    def send(
        self,
        *,
        message: str | NotGiven = NOT_GIVEN,
        rating: int | NotGiven = NOT_GIVEN,
        extra_headers: Headers | None = None,
        extra_query: Query | None = None,
        extra_body: Body | None = None,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
        idempotency_key: str | None = None,
    ) -> None:
        return self._request(
            "post",
            "/forms/feedback",
            cast_to=None,
            body={"message": message, "rating": rating},
            body_encoding="form",
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
            timeout=timeout,
            idempotency_key=idempotency_key,
        )


class AsyncFeedbackResource(AsyncAPIResource):
    @cached_property
    def with_raw_response(self) -> AsyncFeedbackResourceWithRawResponse:
        return AsyncFeedbackResourceWithRawResponse(self)

    @cached_property
    def with_streaming_response(self) -> AsyncFeedbackResourceWithStreamingResponse:
        return AsyncFeedbackResourceWithStreamingResponse(self)

    async def send(
        self,
        *,
        message: str | NotGiven = NOT_GIVEN,
        rating: int | NotGiven = NOT_GIVEN,
        extra_headers: Headers | None = None,
        extra_query: Query | None = None,
        extra_body: Body | None = None,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
        idempotency_key: str | None = None,
    ) -> None:
        return await self._request(
            "post",
            "/forms/feedback",
            cast_to=None,
            body={"message": message, "rating": rating},
            body_encoding="form",
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
            timeout=timeout,
            idempotency_key=idempotency_key,
        )


class FeedbackResourceWithRawResponse:
    """Methods that return the raw response (headers, status) with the parsed data available from `.parse()`."""

    def __init__(self, resource: FeedbackResource) -> None:
        self._resource = resource
        self.send = to_raw_response_wrapper(resource.send)


class AsyncFeedbackResourceWithRawResponse:
    """Methods that return the raw response (headers, status) with the parsed data available from `.parse()`."""

    def __init__(self, resource: AsyncFeedbackResource) -> None:
        self._resource = resource
        self.send = async_to_raw_response_wrapper(resource.send)


class FeedbackResourceWithStreamingResponse:
    """Methods that return the response before its body is read, as a context manager."""

    def __init__(self, resource: FeedbackResource) -> None:
        self._resource = resource
        self.send = to_streamed_response_wrapper(resource.send)


class AsyncFeedbackResourceWithStreamingResponse:
    """Methods that return the response before its body is read, as a context manager."""

    def __init__(self, resource: AsyncFeedbackResource) -> None:
        self._resource = resource
        self.send = async_to_streamed_response_wrapper(resource.send)
