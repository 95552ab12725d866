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
from ...pagination import AsyncOffsetPage, SyncOffsetPage
from ...types.card import Card
from ...types.card_list_params_sort import CardListParamsSort
from .transactions import (
    AsyncTransactionsResource,
    AsyncTransactionsResourceWithRawResponse,
    AsyncTransactionsResourceWithStreamingResponse,
    TransactionsResource,
    TransactionsResourceWithRawResponse,
    TransactionsResourceWithStreamingResponse,
)


class CardsResource(SyncAPIResource):
    @cached_property
    def transactions(self) -> TransactionsResource:
        return TransactionsResource(self._client)

    @cached_property
    def with_raw_response(self) -> CardsResourceWithRawResponse:
        return CardsResourceWithRawResponse(self)

    @cached_property
    def with_streaming_response(self) -> CardsResourceWithStreamingResponse:
        return CardsResourceWithStreamingResponse(self)

    def list(
        self,
        *,
        offset: int | NotGiven = NOT_GIVEN,
        limit: int | NotGiven = NOT_GIVEN,
        sort: CardListParamsSort | NotGiven = NOT_GIVEN,
        extra_headers: Headers | None = None,
        extra_query: Query | None = None,
        extra_body: Body | None = None,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
    ) -> SyncOffsetPage[Card]:
        return self._request_page(
            "get",
            "/cards",
            page=SyncOffsetPage[Card],
            item=Card,
            items_path=("items",),
            query={"offset": offset, "limit": limit, "sort": sort},
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
            timeout=timeout,
        )


class AsyncCardsResource(AsyncAPIResource):
    @cached_property
    def transactions(self) -> AsyncTransactionsResource:
        return AsyncTransactionsResource(self._client)

    @cached_property
    def with_raw_response(self) -> AsyncCardsResourceWithRawResponse:
        return AsyncCardsResourceWithRawResponse(self)

    @cached_property
    def with_streaming_response(self) -> AsyncCardsResourceWithStreamingResponse:
        return AsyncCardsResourceWithStreamingResponse(self)

    def list(
        self,
        *,
        offset: int | NotGiven = NOT_GIVEN,
        limit: int | NotGiven = NOT_GIVEN,
        sort: CardListParamsSort | NotGiven = NOT_GIVEN,
        extra_headers: Headers | None = None,
        extra_query: Query | None = None,
        extra_body: Body | None = None,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
    ) -> AsyncPaginator[Card, AsyncOffsetPage[Card]]:
        return self._request_page(
            "get",
            "/cards",
            page=AsyncOffsetPage[Card],
            item=Card,
            items_path=("items",),
            query={"offset": offset, "limit": limit, "sort": sort},
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
            timeout=timeout,
        )


class CardsResourceWithRawResponse:
    """Methods that return the raw response (headers, status) with the parsed data available from `.parse()`."""

    def __init__(self, resource: CardsResource) -> None:
        self._resource = resource
        self.list = to_raw_response_wrapper(resource.list)

    @cached_property
    def transactions(self) -> TransactionsResourceWithRawResponse:
        return TransactionsResourceWithRawResponse(self._resource.transactions)


class AsyncCardsResourceWithRawResponse:
    """Methods that return the raw response (headers, status) with the parsed data available from `.parse()`."""

    def __init__(self, resource: AsyncCardsResource) -> None:
        self._resource = resource
        self.list = async_to_raw_response_wrapper(resource.list)

    @cached_property
    def transactions(self) -> AsyncTransactionsResourceWithRawResponse:
        return AsyncTransactionsResourceWithRawResponse(self._resource.transactions)


class CardsResourceWithStreamingResponse:
    """Methods that return the response before its body is read, as a context manager."""

    def __init__(self, resource: CardsResource) -> None:
        self._resource = resource
        self.list = to_streamed_response_wrapper(resource.list)

    @cached_property
    def transactions(self) -> TransactionsResourceWithStreamingResponse:
        return TransactionsResourceWithStreamingResponse(self._resource.transactions)


class AsyncCardsResourceWithStreamingResponse:
    """Methods that return the response before its body is read, as a context manager."""

    def __init__(self, resource: AsyncCardsResource) -> None:
        self._resource = resource
        self.list = async_to_streamed_response_wrapper(resource.list)

    @cached_property
    def transactions(self) -> AsyncTransactionsResourceWithStreamingResponse:
        return AsyncTransactionsResourceWithStreamingResponse(self._resource.transactions)
