# Copyright Acme, Inc. Licensed under the Apache License 2.0.
# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

from __future__ import annotations

from functools import cached_property

from .._resource import AsyncAPIResource, SyncAPIResource


class InternalToolsResource(SyncAPIResource):
    """Hand-written helpers that live in the SDKs' custom code folders."""

    @cached_property
    def with_raw_response(self) -> InternalToolsResourceWithRawResponse:
        return InternalToolsResourceWithRawResponse(self)

    @cached_property
    def with_streaming_response(self) -> InternalToolsResourceWithStreamingResponse:
        return InternalToolsResourceWithStreamingResponse(self)


class AsyncInternalToolsResource(AsyncAPIResource):
    """Hand-written helpers that live in the SDKs' custom code folders."""

    @cached_property
    def with_raw_response(self) -> AsyncInternalToolsResourceWithRawResponse:
        return AsyncInternalToolsResourceWithRawResponse(self)

    @cached_property
    def with_streaming_response(self) -> AsyncInternalToolsResourceWithStreamingResponse:
        return AsyncInternalToolsResourceWithStreamingResponse(self)


class InternalToolsResourceWithRawResponse:
    """Methods that return the raw response (headers, status) with the parsed data available from `.parse()`."""

    def __init__(self, resource: InternalToolsResource) -> None:
        self._resource = resource


class AsyncInternalToolsResourceWithRawResponse:
    """Methods that return the raw response (headers, status) with the parsed data available from `.parse()`."""

    def __init__(self, resource: AsyncInternalToolsResource) -> None:
        self._resource = resource


class InternalToolsResourceWithStreamingResponse:
    """Methods that return the response before its body is read, as a context manager."""

    def __init__(self, resource: InternalToolsResource) -> None:
        self._resource = resource


class AsyncInternalToolsResourceWithStreamingResponse:
    """Methods that return the response before its body is read, as a context manager."""

    def __init__(self, resource: AsyncInternalToolsResource) -> None:
        self._resource = resource
