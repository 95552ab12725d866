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
from ..types.node import Node


class TreesResource(SyncAPIResource):
    @cached_property
    def with_raw_response(self) -> TreesResourceWithRawResponse:
        return TreesResourceWithRawResponse(self)

    @cached_property
    def with_streaming_response(self) -> TreesResourceWithStreamingResponse:
        return TreesResourceWithStreamingResponse(self)

    def retrieve(
        self,
        tree_id: str,
        *,
        extra_headers: Headers | None = None,
        extra_query: Query | None = None,
        extra_body: Body | None = None,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
    ) -> Node:
        return self._request(
            "get",
            self._path("/trees/{tree_id}", {"tree_id": tree_id}),
            cast_to=Node,
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
            timeout=timeout,
        )


class AsyncTreesResource(AsyncAPIResource):
    @cached_property
    def with_raw_response(self) -> AsyncTreesResourceWithRawResponse:
        return AsyncTreesResourceWithRawResponse(self)

    @cached_property
    def with_streaming_response(self) -> AsyncTreesResourceWithStreamingResponse:
        return AsyncTreesResourceWithStreamingResponse(self)

    async def retrieve(
        self,
        tree_id: str,
        *,
        extra_headers: Headers | None = None,
        extra_query: Query | None = None,
        extra_body: Body | None = None,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
    ) -> Node:
        return await self._request(
            "get",
            self._path("/trees/{tree_id}", {"tree_id": tree_id}),
            cast_to=Node,
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
            timeout=timeout,
        )


class TreesResourceWithRawResponse:
    """Methods that return the raw response (headers, status) with the parsed data available from `.parse()`."""

    def __init__(self, resource: TreesResource) -> None:
        self._resource = resource
        self.retrieve = to_raw_response_wrapper(resource.retrieve)


class AsyncTreesResourceWithRawResponse:
    """Methods that return the raw response (headers, status) with the parsed data available from `.parse()`."""

    def __init__(self, resource: AsyncTreesResource) -> None:
        self._resource = resource
        self.retrieve = async_to_raw_response_wrapper(resource.retrieve)


class TreesResourceWithStreamingResponse:
    """Methods that return the response before its body is read, as a context manager."""

    def __init__(self, resource: TreesResource) -> None:
        self._resource = resource
        self.retrieve = to_streamed_response_wrapper(resource.retrieve)


class AsyncTreesResourceWithStreamingResponse:
    """Methods that return the response before its body is read, as a context manager."""

    def __init__(self, resource: AsyncTreesResource) -> None:
        self._resource = resource
        self.retrieve = async_to_streamed_response_wrapper(resource.retrieve)
