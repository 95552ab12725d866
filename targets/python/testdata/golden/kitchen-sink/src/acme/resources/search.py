# Copyright Acme, Inc. Licensed under the Apache License 2.0.
# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

from __future__ import annotations

from functools import cached_property
from typing import List

from .._resource import AsyncAPIResource, SyncAPIResource
from .._response import (
    async_to_raw_response_wrapper,
    async_to_streamed_response_wrapper,
    to_raw_response_wrapper,
    to_streamed_response_wrapper,
)
from .._types import NOT_GIVEN, Body, Headers, NotGiven, Query, Timeout
from ..types.search_query_params_filter_param import SearchQueryParamsFilterParam
from ..types.search_query_response import SearchQueryResponse


class SearchResource(SyncAPIResource):
    @cached_property
    def with_raw_response(self) -> SearchResourceWithRawResponse:
        return SearchResourceWithRawResponse(self)

    @cached_property
    def with_streaming_response(self) -> SearchResourceWithStreamingResponse:
        return SearchResourceWithStreamingResponse(self)

    def query(
        self,
        *,
        search_query: str,
        filter: SearchQueryParamsFilterParam | NotGiven = NOT_GIVEN,
        tags: List[str] | NotGiven = NOT_GIVEN,
        extra_headers: Headers | None = None,
        extra_query: Query | None = None,
        extra_body: Body | None = None,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
    ) -> SearchQueryResponse:
        return self._request(
            "get",
            "/search",
            cast_to=SearchQueryResponse,
            query={"q": search_query, "filter": filter, "tags": tags},
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
            timeout=timeout,
        )


class AsyncSearchResource(AsyncAPIResource):
    @cached_property
    def with_raw_response(self) -> AsyncSearchResourceWithRawResponse:
        return AsyncSearchResourceWithRawResponse(self)

    @cached_property
    def with_streaming_response(self) -> AsyncSearchResourceWithStreamingResponse:
        return AsyncSearchResourceWithStreamingResponse(self)

    async def query(
        self,
        *,
        search_query: str,
        filter: SearchQueryParamsFilterParam | NotGiven = NOT_GIVEN,
        tags: List[str] | NotGiven = NOT_GIVEN,
        extra_headers: Headers | None = None,
        extra_query: Query | None = None,
        extra_body: Body | None = None,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
    ) -> SearchQueryResponse:
        return await self._request(
            "get",
            "/search",
            cast_to=SearchQueryResponse,
            query={"q": search_query, "filter": filter, "tags": tags},
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
            timeout=timeout,
        )


class SearchResourceWithRawResponse:
    """Methods that return the raw response (headers, status) with the parsed data available from `.parse()`."""

    def __init__(self, resource: SearchResource) -> None:
        self._resource = resource
        self.query = to_raw_response_wrapper(resource.query)


class AsyncSearchResourceWithRawResponse:
    """Methods that return the raw response (headers, status) with the parsed data available from `.parse()`."""

    def __init__(self, resource: AsyncSearchResource) -> None:
        self._resource = resource
        self.query = async_to_raw_response_wrapper(resource.query)


class SearchResourceWithStreamingResponse:
    """Methods that return the response before its body is read, as a context manager."""

    def __init__(self, resource: SearchResource) -> None:
        self._resource = resource
        self.query = to_streamed_response_wrapper(resource.query)


class AsyncSearchResourceWithStreamingResponse:
    """Methods that return the response before its body is read, as a context manager."""

    def __init__(self, resource: AsyncSearchResource) -> None:
        self._resource = resource
        self.query = async_to_streamed_response_wrapper(resource.query)
