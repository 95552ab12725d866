# Copyright Acme, Inc. Licensed under the Apache License 2.0.
# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

from __future__ import annotations

from functools import cached_property

from ..._pages import AsyncPaginator
from ..._resource import AsyncAPIResource, SyncAPIResource
from ..._response import (
    async_to_raw_response_wrapper,
    async_to_streamed_response_wrapper,
    to_raw_response_wrapper,
    to_streamed_response_wrapper,
)
from ..._types import NOT_GIVEN, Body, Headers, NotGiven, Query, Timeout
from ...pagination import AsyncCursorIDPage, SyncCursorIDPage
from ...types.accounts.friend import Friend


class FriendsResource(SyncAPIResource):
    @cached_property
    def with_raw_response(self) -> FriendsResourceWithRawResponse:
        return FriendsResourceWithRawResponse(self)

    @cached_property
    def with_streaming_response(self) -> FriendsResourceWithStreamingResponse:
        return FriendsResourceWithStreamingResponse(self)

    def list(
        self,
        account_id: str,
        *,
        after_id: str | NotGiven = NOT_GIVEN,
        limit: int | NotGiven = NOT_GIVEN,
        extra_headers: Headers | None = None,
        extra_query: Query | None = None,
        extra_body: Body | None = None,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
    ) -> SyncCursorIDPage[Friend]:
        """
        Args:
          account_id: The account's identifier.
        """
        return self._request_page(
            "get",
            self._path("/accounts/{account_id}/friends", {"account_id": account_id}),
            page=SyncCursorIDPage[Friend],
            item=Friend,
            items_path=("data",),
            query={"after_id": after_id, "limit": limit},
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
            timeout=timeout,
        )


class AsyncFriendsResource(AsyncAPIResource):
    @cached_property
    def with_raw_response(self) -> AsyncFriendsResourceWithRawResponse:
        return AsyncFriendsResourceWithRawResponse(self)

    @cached_property
    def with_streaming_response(self) -> AsyncFriendsResourceWithStreamingResponse:
        return AsyncFriendsResourceWithStreamingResponse(self)

    def list(
        self,
        account_id: str,
        *,
        after_id: str | NotGiven = NOT_GIVEN,
        limit: int | NotGiven = NOT_GIVEN,
        extra_headers: Headers | None = None,
        extra_query: Query | None = None,
        extra_body: Body | None = None,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
    ) -> AsyncPaginator[Friend, AsyncCursorIDPage[Friend]]:
        """
        Args:
          account_id: The account's identifier.
        """
        return self._request_page(
            "get",
            self._path("/accounts/{account_id}/friends", {"account_id": account_id}),
            page=AsyncCursorIDPage[Friend],
            item=Friend,
            items_path=("data",),
            query={"after_id": after_id, "limit": limit},
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
            timeout=timeout,
        )


class FriendsResourceWithRawResponse:
    """Methods that return the raw response (headers, status) with the parsed data available from `.parse()`."""

    def __init__(self, resource: FriendsResource) -> None:
        self._resource = resource
        self.list = to_raw_response_wrapper(resource.list)


class AsyncFriendsResourceWithRawResponse:
    """Methods that return the raw response (headers, status) with the parsed data available from `.parse()`."""

    def __init__(self, resource: AsyncFriendsResource) -> None:
        self._resource = resource
        self.list = async_to_raw_response_wrapper(resource.list)


class FriendsResourceWithStreamingResponse:
    """Methods that return the response before its body is read, as a context manager."""

    def __init__(self, resource: FriendsResource) -> None:
        self._resource = resource
        self.list = to_streamed_response_wrapper(resource.list)


class AsyncFriendsResourceWithStreamingResponse:
    """Methods that return the response before its body is read, as a context manager."""

    def __init__(self, resource: AsyncFriendsResource) -> None:
        self._resource = resource
        self.list = async_to_streamed_response_wrapper(resource.list)
