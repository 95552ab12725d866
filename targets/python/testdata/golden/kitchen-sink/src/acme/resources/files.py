# Copyright Acme, Inc. Licensed under the Apache License 2.0.
# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

from __future__ import annotations

from functools import cached_property
from typing import List

from .._resource import AsyncAPIResource, SyncAPIResource
from .._response import (
    AsyncBinaryAPIResponse,
    BinaryAPIResponse,
    async_to_raw_response_wrapper,
    async_to_streamed_response_wrapper,
    to_raw_response_wrapper,
    to_streamed_response_wrapper,
)
from .._types import NOT_GIVEN, Body, FileTypes, Headers, NotGiven, Query, Timeout
from ..types.file import File
from ..types.file_upload_params_purpose import FileUploadParamsPurpose


class FilesResource(SyncAPIResource):
    @cached_property
    def with_raw_response(self) -> FilesResourceWithRawResponse:
        return FilesResourceWithRawResponse(self)

    @cached_property
    def with_streaming_response(self) -> FilesResourceWithStreamingResponse:
        return FilesResourceWithStreamingResponse(self)

    def upload(
        self,
        *,
        file: FileTypes,
        purpose: FileUploadParamsPurpose,
        labels: List[str] | NotGiven = NOT_GIVEN,
        extra_headers: Headers | None = None,
        extra_query: Query | None = None,
        extra_body: Body | None = None,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
        idempotency_key: str | None = None,
    ) -> File:
        return self._request(
            "post",
            "/files",
            cast_to=File,
            body={"file": file, "purpose": purpose, "labels": labels},
            body_encoding="multipart",
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
            timeout=timeout,
            idempotency_key=idempotency_key,
        )

    def content(
        self,
        file_id: str,
        *,
        extra_headers: Headers | None = None,
        extra_query: Query | None = None,
        extra_body: Body | None = None,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
    ) -> BinaryAPIResponse:
        return self._request(
            "get",
            self._path("/files/{file_id}/content", {"file_id": file_id}),
            cast_to=object,
            accept="application/octet-stream",
            binary_response=True,
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
            timeout=timeout,
        )


class AsyncFilesResource(AsyncAPIResource):
    @cached_property
    def with_raw_response(self) -> AsyncFilesResourceWithRawResponse:
        return AsyncFilesResourceWithRawResponse(self)

    @cached_property
    def with_streaming_response(self) -> AsyncFilesResourceWithStreamingResponse:
        return AsyncFilesResourceWithStreamingResponse(self)

    async def upload(
        self,
        *,
        file: FileTypes,
        purpose: FileUploadParamsPurpose,
        labels: List[str] | NotGiven = NOT_GIVEN,
        extra_headers: Headers | None = None,
        extra_query: Query | None = None,
        extra_body: Body | None = None,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
        idempotency_key: str | None = None,
    ) -> File:
        return await self._request(
            "post",
            "/files",
            cast_to=File,
            body={"file": file, "purpose": purpose, "labels": labels},
            body_encoding="multipart",
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
            timeout=timeout,
            idempotency_key=idempotency_key,
        )

    async def content(
        self,
        file_id: str,
        *,
        extra_headers: Headers | None = None,
        extra_query: Query | None = None,
        extra_body: Body | None = None,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
    ) -> AsyncBinaryAPIResponse:
        return await self._request(
            "get",
            self._path("/files/{file_id}/content", {"file_id": file_id}),
            cast_to=object,
            accept="application/octet-stream",
            binary_response=True,
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
            timeout=timeout,
        )


class FilesResourceWithRawResponse:
    """Methods that return the raw response (headers, status) with the parsed data available from `.parse()`."""

    def __init__(self, resource: FilesResource) -> None:
        self._resource = resource
        self.upload = to_raw_response_wrapper(resource.upload)
        self.content = to_raw_response_wrapper(resource.content)


class AsyncFilesResourceWithRawResponse:
    """Methods that return the raw response (headers, status) with the parsed data available from `.parse()`."""

    def __init__(self, resource: AsyncFilesResource) -> None:
        self._resource = resource
        self.upload = async_to_raw_response_wrapper(resource.upload)
        self.content = async_to_raw_response_wrapper(resource.content)


class FilesResourceWithStreamingResponse:
    """Methods that return the response before its body is read, as a context manager."""

    def __init__(self, resource: FilesResource) -> None:
        self._resource = resource
        self.upload = to_streamed_response_wrapper(resource.upload)
        self.content = to_streamed_response_wrapper(resource.content)


class AsyncFilesResourceWithStreamingResponse:
    """Methods that return the response before its body is read, as a context manager."""

    def __init__(self, resource: AsyncFilesResource) -> None:
        self._resource = resource
        self.upload = async_to_streamed_response_wrapper(resource.upload)
        self.content = async_to_streamed_response_wrapper(resource.content)
