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
from ..types.provider_list_response import ProviderListResponse


class ProvidersResource(SyncAPIResource):
    @cached_property
    def with_raw_response(self) -> ProvidersResourceWithRawResponse:
        return ProvidersResourceWithRawResponse(self)

    @cached_property
    def with_streaming_response(self) -> ProvidersResourceWithStreamingResponse:
        return ProvidersResourceWithStreamingResponse(self)

    def list(
        self,
        *,
        extra_headers: Headers | None = None,
        extra_query: Query | None = None,
        extra_body: Body | None = None,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
    ) -> ProviderListResponse:
        return self._request(
            "get",
            "/providers",
            cast_to=ProviderListResponse,
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
            timeout=timeout,
        )


class AsyncProvidersResource(AsyncAPIResource):
    @cached_property
    def with_raw_response(self) -> AsyncProvidersResourceWithRawResponse:
        return AsyncProvidersResourceWithRawResponse(self)

    @cached_property
    def with_streaming_response(self) -> AsyncProvidersResourceWithStreamingResponse:
        return AsyncProvidersResourceWithStreamingResponse(self)

    async def list(
        self,
        *,
        extra_headers: Headers | None = None,
        extra_query: Query | None = None,
        extra_body: Body | None = None,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
    ) -> ProviderListResponse:
        return await self._request(
            "get",
            "/providers",
            cast_to=ProviderListResponse,
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
            timeout=timeout,
        )


class ProvidersResourceWithRawResponse:
    """Methods that return the raw response (headers, status) with the parsed data available from `.parse()`."""

    def __init__(self, resource: ProvidersResource) -> None:
        self._resource = resource
        self.list = to_raw_response_wrapper(resource.list)


class AsyncProvidersResourceWithRawResponse:
    """Methods that return the raw response (headers, status) with the parsed data available from `.parse()`."""

    def __init__(self, resource: AsyncProvidersResource) -> None:
        self._resource = resource
        self.list = async_to_raw_response_wrapper(resource.list)


class ProvidersResourceWithStreamingResponse:
    """Methods that return the response before its body is read, as a context manager."""

    def __init__(self, resource: ProvidersResource) -> None:
        self._resource = resource
        self.list = to_streamed_response_wrapper(resource.list)


class AsyncProvidersResourceWithStreamingResponse:
    """Methods that return the response before its body is read, as a context manager."""

    def __init__(self, resource: AsyncProvidersResource) -> None:
        self._resource = resource
        self.list = async_to_streamed_response_wrapper(resource.list)
