# Copyright Acme, Inc. Licensed under the Apache License 2.0.
# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.
# pyright: reportDeprecated=false

from __future__ import annotations

from functools import cached_property

from typing_extensions import deprecated

from .._resource import AsyncAPIResource, SyncAPIResource
from .._response import (
    async_to_raw_response_wrapper,
    async_to_streamed_response_wrapper,
    to_raw_response_wrapper,
    to_streamed_response_wrapper,
)
from .._types import NOT_GIVEN, Body, Headers, NotGiven, Query, Timeout
from ..types.legacy_report_response import LegacyReportResponse


class LegacyResource(SyncAPIResource):
    """Deprecated: The legacy API will be removed in 2027."""

    @cached_property
    def with_raw_response(self) -> LegacyResourceWithRawResponse:
        return LegacyResourceWithRawResponse(self)

    @cached_property
    def with_streaming_response(self) -> LegacyResourceWithStreamingResponse:
        return LegacyResourceWithStreamingResponse(self)

    @deprecated("The legacy API will be removed in 2027.")
    def report(
        self,
        *,
        extra_headers: Headers | None = None,
        extra_query: Query | None = None,
        extra_body: Body | None = None,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
    ) -> LegacyReportResponse:
        """Deprecated: The legacy API will be removed in 2027."""
        return self._request(
            "get",
            "/legacy/report",
            cast_to=LegacyReportResponse,
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
            timeout=timeout,
        )


class AsyncLegacyResource(AsyncAPIResource):
    """Deprecated: The legacy API will be removed in 2027."""

    @cached_property
    def with_raw_response(self) -> AsyncLegacyResourceWithRawResponse:
        return AsyncLegacyResourceWithRawResponse(self)

    @cached_property
    def with_streaming_response(self) -> AsyncLegacyResourceWithStreamingResponse:
        return AsyncLegacyResourceWithStreamingResponse(self)

    @deprecated("The legacy API will be removed in 2027.")
    async def report(
        self,
        *,
        extra_headers: Headers | None = None,
        extra_query: Query | None = None,
        extra_body: Body | None = None,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
    ) -> LegacyReportResponse:
        """Deprecated: The legacy API will be removed in 2027."""
        return await self._request(
            "get",
            "/legacy/report",
            cast_to=LegacyReportResponse,
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
            timeout=timeout,
        )


class LegacyResourceWithRawResponse:
    """Methods that return the raw response (headers, status) with the parsed data available from `.parse()`."""

    def __init__(self, resource: LegacyResource) -> None:
        self._resource = resource
        self.report = to_raw_response_wrapper(resource.report)


class AsyncLegacyResourceWithRawResponse:
    """Methods that return the raw response (headers, status) with the parsed data available from `.parse()`."""

    def __init__(self, resource: AsyncLegacyResource) -> None:
        self._resource = resource
        self.report = async_to_raw_response_wrapper(resource.report)


class LegacyResourceWithStreamingResponse:
    """Methods that return the response before its body is read, as a context manager."""

    def __init__(self, resource: LegacyResource) -> None:
        self._resource = resource
        self.report = to_streamed_response_wrapper(resource.report)


class AsyncLegacyResourceWithStreamingResponse:
    """Methods that return the response before its body is read, as a context manager."""

    def __init__(self, resource: AsyncLegacyResource) -> None:
        self._resource = resource
        self.report = async_to_streamed_response_wrapper(resource.report)
