# Copyright Acme, Inc. Licensed under the Apache License 2.0.
# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

from __future__ import annotations

from acme import ACME, AsyncACME
from acme.pagination import AsyncBodyCursorPage, SyncBodyCursorPage
from acme.types import Report
from tests.utils import assert_matches_type


class TestReports:
    def test_method_search(self, client: ACME) -> None:
        page = client.reports.search()
        assert_matches_type(SyncBodyCursorPage[Report], page, path=["response"])

    def test_method_search_with_all_params(self, client: ACME) -> None:
        page = client.reports.search(cursor="string", page_size=1, query="string")
        assert_matches_type(SyncBodyCursorPage[Report], page, path=["response"])

    def test_raw_response_search(self, client: ACME) -> None:
        response = client.reports.with_raw_response.search()
        assert response.http_response.status_code < 400
        assert_matches_type(SyncBodyCursorPage[Report], response.parse(), path=["response"])

    def test_streaming_response_search(self, client: ACME) -> None:
        with client.reports.with_streaming_response.search() as response:
            assert not response.http_response.is_closed
            assert_matches_type(SyncBodyCursorPage[Report], response.parse(), path=["response"])
        assert response.http_response.is_closed


class TestAsyncReports:
    async def test_method_search(self, async_client: AsyncACME) -> None:
        page = await async_client.reports.search()
        assert_matches_type(AsyncBodyCursorPage[Report], page, path=["response"])

    async def test_method_search_with_all_params(self, async_client: AsyncACME) -> None:
        page = await async_client.reports.search(cursor="string", page_size=1, query="string")
        assert_matches_type(AsyncBodyCursorPage[Report], page, path=["response"])

    async def test_raw_response_search(self, async_client: AsyncACME) -> None:
        response = await async_client.reports.with_raw_response.search()
        assert response.http_response.status_code < 400
        assert_matches_type(AsyncBodyCursorPage[Report], await response.parse(), path=["response"])

    async def test_streaming_response_search(self, async_client: AsyncACME) -> None:
        async with async_client.reports.with_streaming_response.search() as response:
            assert not response.http_response.is_closed
            assert_matches_type(AsyncBodyCursorPage[Report], await response.parse(), path=["response"])
        assert response.http_response.is_closed
