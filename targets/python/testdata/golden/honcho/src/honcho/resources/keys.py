# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

from __future__ import annotations

from datetime import datetime
from functools import cached_property
from typing import Optional, Union

from .._resource import AsyncAPIResource, SyncAPIResource
from .._response import (
    async_to_raw_response_wrapper,
    async_to_streamed_response_wrapper,
    to_raw_response_wrapper,
    to_streamed_response_wrapper,
)
from .._types import NOT_GIVEN, Body, Headers, NotGiven, Query, Timeout
from ..types.key_create_response import KeyCreateResponse


class KeysResource(SyncAPIResource):
    @cached_property
    def with_raw_response(self) -> KeysResourceWithRawResponse:
        return KeysResourceWithRawResponse(self)

    @cached_property
    def with_streaming_response(self) -> KeysResourceWithStreamingResponse:
        return KeysResourceWithStreamingResponse(self)

    def create(
        self,
        *,
        app_id: Optional[str] | NotGiven = NOT_GIVEN,
        user_id: Optional[str] | NotGiven = NOT_GIVEN,
        session_id: Optional[str] | NotGiven = NOT_GIVEN,
        collection_id: Optional[str] | NotGiven = NOT_GIVEN,
        expires_at: Optional[Union[str, datetime]] | NotGiven = NOT_GIVEN,
        extra_headers: Headers | None = None,
        extra_query: Query | None = None,
        extra_body: Body | None = None,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
    ) -> KeyCreateResponse:
        """
        Create Key

        Create a new Key

        Args:
          app_id: ID of the app to scope the key to

          user_id: ID of the user to scope the key to

          session_id: ID of the session to scope the key to

          collection_id: ID of the collection to scope the key to
        """
        return self._request(
            "post",
            "/v1/keys",
            cast_to=KeyCreateResponse,
            query={
                "app_id": app_id,
                "user_id": user_id,
                "session_id": session_id,
                "collection_id": collection_id,
                "expires_at": expires_at,
            },
            security=[["HTTPBearer"], []],
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
            timeout=timeout,
        )


class AsyncKeysResource(AsyncAPIResource):
    @cached_property
    def with_raw_response(self) -> AsyncKeysResourceWithRawResponse:
        return AsyncKeysResourceWithRawResponse(self)

    @cached_property
    def with_streaming_response(self) -> AsyncKeysResourceWithStreamingResponse:
        return AsyncKeysResourceWithStreamingResponse(self)

    async def create(
        self,
        *,
        app_id: Optional[str] | NotGiven = NOT_GIVEN,
        user_id: Optional[str] | NotGiven = NOT_GIVEN,
        session_id: Optional[str] | NotGiven = NOT_GIVEN,
        collection_id: Optional[str] | NotGiven = NOT_GIVEN,
        expires_at: Optional[Union[str, datetime]] | NotGiven = NOT_GIVEN,
        extra_headers: Headers | None = None,
        extra_query: Query | None = None,
        extra_body: Body | None = None,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
    ) -> KeyCreateResponse:
        """
        Create Key

        Create a new Key

        Args:
          app_id: ID of the app to scope the key to

          user_id: ID of the user to scope the key to

          session_id: ID of the session to scope the key to

          collection_id: ID of the collection to scope the key to
        """
        return await self._request(
            "post",
            "/v1/keys",
            cast_to=KeyCreateResponse,
            query={
                "app_id": app_id,
                "user_id": user_id,
                "session_id": session_id,
                "collection_id": collection_id,
                "expires_at": expires_at,
            },
            security=[["HTTPBearer"], []],
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
            timeout=timeout,
        )


class KeysResourceWithRawResponse:
    """Methods that return the raw response (headers, status) with the parsed data available from `.parse()`."""

    def __init__(self, resource: KeysResource) -> None:
        self._resource = resource
        self.create = to_raw_response_wrapper(resource.create)


class AsyncKeysResourceWithRawResponse:
    """Methods that return the raw response (headers, status) with the parsed data available from `.parse()`."""

    def __init__(self, resource: AsyncKeysResource) -> None:
        self._resource = resource
        self.create = async_to_raw_response_wrapper(resource.create)


class KeysResourceWithStreamingResponse:
    """Methods that return the response before its body is read, as a context manager."""

    def __init__(self, resource: KeysResource) -> None:
        self._resource = resource
        self.create = to_streamed_response_wrapper(resource.create)


class AsyncKeysResourceWithStreamingResponse:
    """Methods that return the response before its body is read, as a context manager."""

    def __init__(self, resource: AsyncKeysResource) -> None:
        self._resource = resource
        self.create = async_to_streamed_response_wrapper(resource.create)
