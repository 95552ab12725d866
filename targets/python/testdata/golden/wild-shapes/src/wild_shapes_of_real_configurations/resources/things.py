# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

from __future__ import annotations

from functools import cached_property
from typing import List, Sequence

from .._resource import AsyncAPIResource, SyncAPIResource
from .._response import (
    async_to_raw_response_wrapper,
    async_to_streamed_response_wrapper,
    to_raw_response_wrapper,
    to_streamed_response_wrapper,
)
from .._types import NOT_GIVEN, Body, FileTypes, Headers, NotGiven, Query, Timeout
from ..types.thing import Thing


class ThingsResource(SyncAPIResource):
    @cached_property
    def with_raw_response(self) -> ThingsResourceWithRawResponse:
        return ThingsResourceWithRawResponse(self)

    @cached_property
    def with_streaming_response(self) -> ThingsResourceWithStreamingResponse:
        return ThingsResourceWithStreamingResponse(self)

    def retrieve(
        self,
        id: str,
        *,
        extra_headers: Headers | None = None,
        extra_query: Query | None = None,
        extra_body: Body | None = None,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
    ) -> Thing:
        return self._request(
            "get",
            self._path("/things/{id}", {"id": id}),
            cast_to=Thing,
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
            timeout=timeout,
        )

    def upload(
        self,
        *,
        files: Sequence[FileTypes],
        folder: str | NotGiven = NOT_GIVEN,
        extra_headers: Headers | None = None,
        extra_query: Query | None = None,
        extra_body: Body | None = None,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
    ) -> Thing:
        return self._request(
            "post",
            "/uploads",
            cast_to=Thing,
            body={"files": files, "folder": folder},
            body_encoding="multipart",
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
            timeout=timeout,
        )

    def attach(
        self,
        *,
        file: FileTypes,
        tags: List[str] | NotGiven = NOT_GIVEN,
        extra_headers: Headers | None = None,
        extra_query: Query | None = None,
        extra_body: Body | None = None,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
    ) -> Thing:
        return self._request(
            "post",
            "/attachments",
            cast_to=Thing,
            body={"file": file, "tags": tags},
            body_encoding="multipart",
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
            timeout=timeout,
        )


class AsyncThingsResource(AsyncAPIResource):
    @cached_property
    def with_raw_response(self) -> AsyncThingsResourceWithRawResponse:
        return AsyncThingsResourceWithRawResponse(self)

    @cached_property
    def with_streaming_response(self) -> AsyncThingsResourceWithStreamingResponse:
        return AsyncThingsResourceWithStreamingResponse(self)

    async def retrieve(
        self,
        id: str,
        *,
        extra_headers: Headers | None = None,
        extra_query: Query | None = None,
        extra_body: Body | None = None,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
    ) -> Thing:
        return await self._request(
            "get",
            self._path("/things/{id}", {"id": id}),
            cast_to=Thing,
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
            timeout=timeout,
        )

    async def upload(
        self,
        *,
        files: Sequence[FileTypes],
        folder: str | NotGiven = NOT_GIVEN,
        extra_headers: Headers | None = None,
        extra_query: Query | None = None,
        extra_body: Body | None = None,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
    ) -> Thing:
        return await self._request(
            "post",
            "/uploads",
            cast_to=Thing,
            body={"files": files, "folder": folder},
            body_encoding="multipart",
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
            timeout=timeout,
        )

    async def attach(
        self,
        *,
        file: FileTypes,
        tags: List[str] | NotGiven = NOT_GIVEN,
        extra_headers: Headers | None = None,
        extra_query: Query | None = None,
        extra_body: Body | None = None,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
    ) -> Thing:
        return await self._request(
            "post",
            "/attachments",
            cast_to=Thing,
            body={"file": file, "tags": tags},
            body_encoding="multipart",
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
            timeout=timeout,
        )


class ThingsResourceWithRawResponse:
    """Methods that return the raw response (headers, status) with the parsed data available from `.parse()`."""

    def __init__(self, resource: ThingsResource) -> None:
        self._resource = resource
        self.retrieve = to_raw_response_wrapper(resource.retrieve)
        self.upload = to_raw_response_wrapper(resource.upload)
        self.attach = to_raw_response_wrapper(resource.attach)


class AsyncThingsResourceWithRawResponse:
    """Methods that return the raw response (headers, status) with the parsed data available from `.parse()`."""

    def __init__(self, resource: AsyncThingsResource) -> None:
        self._resource = resource
        self.retrieve = async_to_raw_response_wrapper(resource.retrieve)
        self.upload = async_to_raw_response_wrapper(resource.upload)
        self.attach = async_to_raw_response_wrapper(resource.attach)


class ThingsResourceWithStreamingResponse:
    """Methods that return the response before its body is read, as a context manager."""

    def __init__(self, resource: ThingsResource) -> None:
        self._resource = resource
        self.retrieve = to_streamed_response_wrapper(resource.retrieve)
        self.upload = to_streamed_response_wrapper(resource.upload)
        self.attach = to_streamed_response_wrapper(resource.attach)


class AsyncThingsResourceWithStreamingResponse:
    """Methods that return the response before its body is read, as a context manager."""

    def __init__(self, resource: AsyncThingsResource) -> None:
        self._resource = resource
        self.retrieve = async_to_streamed_response_wrapper(resource.retrieve)
        self.upload = async_to_streamed_response_wrapper(resource.upload)
        self.attach = async_to_streamed_response_wrapper(resource.attach)
