# Copyright Acme, Inc. Licensed under the Apache License 2.0.
# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

from __future__ import annotations

from acme import ACME, AsyncACME
from acme.pagination import AsyncOffsetPage, SyncOffsetPage
from acme.types import Card
from tests.utils import assert_matches_type


class TestCards:
    def test_method_list(self, client: ACME) -> None:
        page = client.cards.list()
        assert_matches_type(SyncOffsetPage[Card], page, path=["response"])

    def test_method_list_with_all_params(self, client: ACME) -> None:
        page = client.cards.list(offset=1, limit=20, sort="asc")
        assert_matches_type(SyncOffsetPage[Card], page, path=["response"])

    def test_raw_response_list(self, client: ACME) -> None:
        response = client.cards.with_raw_response.list()
        assert response.http_response.status_code < 400
        assert_matches_type(SyncOffsetPage[Card], response.parse(), path=["response"])

    def test_streaming_response_list(self, client: ACME) -> None:
        with client.cards.with_streaming_response.list() as response:
            assert not response.http_response.is_closed
            assert_matches_type(SyncOffsetPage[Card], response.parse(), path=["response"])
        assert response.http_response.is_closed


class TestAsyncCards:
    async def test_method_list(self, async_client: AsyncACME) -> None:
        page = await async_client.cards.list()
        assert_matches_type(AsyncOffsetPage[Card], page, path=["response"])

    async def test_method_list_with_all_params(self, async_client: AsyncACME) -> None:
        page = await async_client.cards.list(offset=1, limit=20, sort="asc")
        assert_matches_type(AsyncOffsetPage[Card], page, path=["response"])

    async def test_raw_response_list(self, async_client: AsyncACME) -> None:
        response = await async_client.cards.with_raw_response.list()
        assert response.http_response.status_code < 400
        assert_matches_type(AsyncOffsetPage[Card], await response.parse(), path=["response"])

    async def test_streaming_response_list(self, async_client: AsyncACME) -> None:
        async with async_client.cards.with_streaming_response.list() as response:
            assert not response.http_response.is_closed
            assert_matches_type(AsyncOffsetPage[Card], await response.parse(), path=["response"])
        assert response.http_response.is_closed
