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
from ..types.category import Category


class CategoriesResource(SyncAPIResource):
    @cached_property
    def with_raw_response(self) -> CategoriesResourceWithRawResponse:
        return CategoriesResourceWithRawResponse(self)

    @cached_property
    def with_streaming_response(self) -> CategoriesResourceWithStreamingResponse:
        return CategoriesResourceWithStreamingResponse(self)

    def retrieve(
        self,
        id: str,
        *,
        extra_headers: Headers | None = None,
        extra_query: Query | None = None,
        extra_body: Body | None = None,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
    ) -> Category:
        return self._request(
            "get",
            self._path("/categories/{id}", {"id": id}),
            cast_to=Category,
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
            timeout=timeout,
        )


class AsyncCategoriesResource(AsyncAPIResource):
    @cached_property
    def with_raw_response(self) -> AsyncCategoriesResourceWithRawResponse:
        return AsyncCategoriesResourceWithRawResponse(self)

    @cached_property
    def with_streaming_response(self) -> AsyncCategoriesResourceWithStreamingResponse:
        return AsyncCategoriesResourceWithStreamingResponse(self)

    async def retrieve(
        self,
        id: str,
        *,
        extra_headers: Headers | None = None,
        extra_query: Query | None = None,
        extra_body: Body | None = None,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
    ) -> Category:
        return await self._request(
            "get",
            self._path("/categories/{id}", {"id": id}),
            cast_to=Category,
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
            timeout=timeout,
        )


class CategoriesResourceWithRawResponse:
    """Methods that return the raw response (headers, status) with the parsed data available from `.parse()`."""

    def __init__(self, resource: CategoriesResource) -> None:
        self._resource = resource
        self.retrieve = to_raw_response_wrapper(resource.retrieve)


class AsyncCategoriesResourceWithRawResponse:
    """Methods that return the raw response (headers, status) with the parsed data available from `.parse()`."""

    def __init__(self, resource: AsyncCategoriesResource) -> None:
        self._resource = resource
        self.retrieve = async_to_raw_response_wrapper(resource.retrieve)


class CategoriesResourceWithStreamingResponse:
    """Methods that return the response before its body is read, as a context manager."""

    def __init__(self, resource: CategoriesResource) -> None:
        self._resource = resource
        self.retrieve = to_streamed_response_wrapper(resource.retrieve)


class AsyncCategoriesResourceWithStreamingResponse:
    """Methods that return the response before its body is read, as a context manager."""

    def __init__(self, resource: AsyncCategoriesResource) -> None:
        self._resource = resource
        self.retrieve = async_to_streamed_response_wrapper(resource.retrieve)
