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
from ...pagination import AsyncPageNumberPage, SyncPageNumberPage
from ...types.cards.transaction import Transaction


class TransactionsResource(SyncAPIResource):
    @cached_property
    def with_raw_response(self) -> TransactionsResourceWithRawResponse:
        return TransactionsResourceWithRawResponse(self)

    @cached_property
    def with_streaming_response(self) -> TransactionsResourceWithStreamingResponse:
        return TransactionsResourceWithStreamingResponse(self)

    def list(
        self,
        card_id: str,
        *,
        page: int | NotGiven = NOT_GIVEN,
        page_size: int | NotGiven = NOT_GIVEN,
        extra_headers: Headers | None = None,
        extra_query: Query | None = None,
        extra_body: Body | None = None,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
    ) -> SyncPageNumberPage[Transaction]:
        return self._request_page(
            "get",
            self._path("/cards/{card_id}/transactions", {"card_id": card_id}),
            page=SyncPageNumberPage[Transaction],
            item=Transaction,
            items_path=("data",),
            query={"page": page, "page_size": page_size},
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
            timeout=timeout,
        )


class AsyncTransactionsResource(AsyncAPIResource):
    @cached_property
    def with_raw_response(self) -> AsyncTransactionsResourceWithRawResponse:
        return AsyncTransactionsResourceWithRawResponse(self)

    @cached_property
    def with_streaming_response(self) -> AsyncTransactionsResourceWithStreamingResponse:
        return AsyncTransactionsResourceWithStreamingResponse(self)

    def list(
        self,
        card_id: str,
        *,
        page: int | NotGiven = NOT_GIVEN,
        page_size: int | NotGiven = NOT_GIVEN,
        extra_headers: Headers | None = None,
        extra_query: Query | None = None,
        extra_body: Body | None = None,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
    ) -> AsyncPaginator[Transaction, AsyncPageNumberPage[Transaction]]:
        return self._request_page(
            "get",
            self._path("/cards/{card_id}/transactions", {"card_id": card_id}),
            page=AsyncPageNumberPage[Transaction],
            item=Transaction,
            items_path=("data",),
            query={"page": page, "page_size": page_size},
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
            timeout=timeout,
        )


class TransactionsResourceWithRawResponse:
    """Methods that return the raw response (headers, status) with the parsed data available from `.parse()`."""

    def __init__(self, resource: TransactionsResource) -> None:
        self._resource = resource
        self.list = to_raw_response_wrapper(resource.list)


class AsyncTransactionsResourceWithRawResponse:
    """Methods that return the raw response (headers, status) with the parsed data available from `.parse()`."""

    def __init__(self, resource: AsyncTransactionsResource) -> None:
        self._resource = resource
        self.list = async_to_raw_response_wrapper(resource.list)


class TransactionsResourceWithStreamingResponse:
    """Methods that return the response before its body is read, as a context manager."""

    def __init__(self, resource: TransactionsResource) -> None:
        self._resource = resource
        self.list = to_streamed_response_wrapper(resource.list)


class AsyncTransactionsResourceWithStreamingResponse:
    """Methods that return the response before its body is read, as a context manager."""

    def __init__(self, resource: AsyncTransactionsResource) -> None:
        self._resource = resource
        self.list = async_to_streamed_response_wrapper(resource.list)
