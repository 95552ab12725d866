# Copyright Acme, Inc. Licensed under the Apache License 2.0.
# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

from __future__ import annotations

from functools import cached_property

from .._pages import AsyncPaginator
from .._resource import AsyncAPIResource, SyncAPIResource
from .._response import (
    async_to_raw_response_wrapper,
    async_to_streamed_response_wrapper,
    to_raw_response_wrapper,
    to_streamed_response_wrapper,
)
from .._types import NOT_GIVEN, Body, Headers, NotGiven, Query, Timeout
from ..pagination import AsyncLinkPage, AsyncNestedCursorPage, SyncLinkPage, SyncNestedCursorPage
from ..types.event import Event


class EventsResource(SyncAPIResource):
    @cached_property
    def with_raw_response(self) -> EventsResourceWithRawResponse:
        return EventsResourceWithRawResponse(self)

    @cached_property
    def with_streaming_response(self) -> EventsResourceWithStreamingResponse:
        return EventsResourceWithStreamingResponse(self)

    def list(
        self,
        *,
        page_size: int | NotGiven = NOT_GIVEN,
        extra_headers: Headers | None = None,
        extra_query: Query | None = None,
        extra_body: Body | None = None,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
    ) -> SyncLinkPage[Event]:
        return self._request_page(
            "get",
            "/events",
            page=SyncLinkPage[Event],
            item=Event,
            items_path=("events",),
            query={"page_size": page_size},
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
            timeout=timeout,
        )

    def feed(
        self,
        *,
        cursor: str | NotGiven = NOT_GIVEN,
        extra_headers: Headers | None = None,
        extra_query: Query | None = None,
        extra_body: Body | None = None,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
    ) -> SyncNestedCursorPage[Event]:
        return self._request_page(
            "get",
            "/events/feed",
            page=SyncNestedCursorPage[Event],
            item=Event,
            items_path=("result", "entries"),
            query={"cursor": cursor},
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
            timeout=timeout,
        )


class AsyncEventsResource(AsyncAPIResource):
    @cached_property
    def with_raw_response(self) -> AsyncEventsResourceWithRawResponse:
        return AsyncEventsResourceWithRawResponse(self)

    @cached_property
    def with_streaming_response(self) -> AsyncEventsResourceWithStreamingResponse:
        return AsyncEventsResourceWithStreamingResponse(self)

    def list(
        self,
        *,
        page_size: int | NotGiven = NOT_GIVEN,
        extra_headers: Headers | None = None,
        extra_query: Query | None = None,
        extra_body: Body | None = None,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
    ) -> AsyncPaginator[Event, AsyncLinkPage[Event]]:
        return self._request_page(
            "get",
            "/events",
            page=AsyncLinkPage[Event],
            item=Event,
            items_path=("events",),
            query={"page_size": page_size},
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
            timeout=timeout,
        )

    def feed(
        self,
        *,
        cursor: str | NotGiven = NOT_GIVEN,
        extra_headers: Headers | None = None,
        extra_query: Query | None = None,
        extra_body: Body | None = None,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
    ) -> AsyncPaginator[Event, AsyncNestedCursorPage[Event]]:
        return self._request_page(
            "get",
            "/events/feed",
            page=AsyncNestedCursorPage[Event],
            item=Event,
            items_path=("result", "entries"),
            query={"cursor": cursor},
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
            timeout=timeout,
        )


class EventsResourceWithRawResponse:
    """Methods that return the raw response (headers, status) with the parsed data available from `.parse()`."""

    def __init__(self, resource: EventsResource) -> None:
        self._resource = resource
        self.list = to_raw_response_wrapper(resource.list)
        self.feed = to_raw_response_wrapper(resource.feed)


class AsyncEventsResourceWithRawResponse:
    """Methods that return the raw response (headers, status) with the parsed data available from `.parse()`."""

    def __init__(self, resource: AsyncEventsResource) -> None:
        self._resource = resource
        self.list = async_to_raw_response_wrapper(resource.list)
        self.feed = async_to_raw_response_wrapper(resource.feed)


class EventsResourceWithStreamingResponse:
    """Methods that return the response before its body is read, as a context manager."""

    def __init__(self, resource: EventsResource) -> None:
        self._resource = resource
        self.list = to_streamed_response_wrapper(resource.list)
        self.feed = to_streamed_response_wrapper(resource.feed)


class AsyncEventsResourceWithStreamingResponse:
    """Methods that return the response before its body is read, as a context manager."""

    def __init__(self, resource: AsyncEventsResource) -> None:
        self._resource = resource
        self.list = async_to_streamed_response_wrapper(resource.list)
        self.feed = async_to_streamed_response_wrapper(resource.feed)
