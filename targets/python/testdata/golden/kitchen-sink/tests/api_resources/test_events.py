# Copyright Acme, Inc. Licensed under the Apache License 2.0.
# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

from __future__ import annotations

from acme import ACME, AsyncACME
from acme.pagination import AsyncLinkPage, AsyncNestedCursorPage, SyncLinkPage, SyncNestedCursorPage
from acme.types import Event
from tests.utils import assert_matches_type


class TestEvents:
    def test_method_list(self, client: ACME) -> None:
        page = client.events.list()
        assert_matches_type(SyncLinkPage[Event], page, path=["response"])

    def test_method_list_with_all_params(self, client: ACME) -> None:
        page = client.events.list(page_size=1)
        assert_matches_type(SyncLinkPage[Event], page, path=["response"])

    def test_raw_response_list(self, client: ACME) -> None:
        response = client.events.with_raw_response.list()
        assert response.http_response.status_code < 400
        assert_matches_type(SyncLinkPage[Event], response.parse(), path=["response"])

    def test_streaming_response_list(self, client: ACME) -> None:
        with client.events.with_streaming_response.list() as response:
            assert not response.http_response.is_closed
            assert_matches_type(SyncLinkPage[Event], response.parse(), path=["response"])
        assert response.http_response.is_closed

    def test_method_feed(self, client: ACME) -> None:
        page = client.events.feed()
        assert_matches_type(SyncNestedCursorPage[Event], page, path=["response"])

    def test_method_feed_with_all_params(self, client: ACME) -> None:
        page = client.events.feed(cursor="string")
        assert_matches_type(SyncNestedCursorPage[Event], page, path=["response"])

    def test_raw_response_feed(self, client: ACME) -> None:
        response = client.events.with_raw_response.feed()
        assert response.http_response.status_code < 400
        assert_matches_type(SyncNestedCursorPage[Event], response.parse(), path=["response"])

    def test_streaming_response_feed(self, client: ACME) -> None:
        with client.events.with_streaming_response.feed() as response:
            assert not response.http_response.is_closed
            assert_matches_type(SyncNestedCursorPage[Event], response.parse(), path=["response"])
        assert response.http_response.is_closed


class TestAsyncEvents:
    async def test_method_list(self, async_client: AsyncACME) -> None:
        page = await async_client.events.list()
        assert_matches_type(AsyncLinkPage[Event], page, path=["response"])

    async def test_method_list_with_all_params(self, async_client: AsyncACME) -> None:
        page = await async_client.events.list(page_size=1)
        assert_matches_type(AsyncLinkPage[Event], page, path=["response"])

    async def test_raw_response_list(self, async_client: AsyncACME) -> None:
        response = await async_client.events.with_raw_response.list()
        assert response.http_response.status_code < 400
        assert_matches_type(AsyncLinkPage[Event], await response.parse(), path=["response"])

    async def test_streaming_response_list(self, async_client: AsyncACME) -> None:
        async with async_client.events.with_streaming_response.list() as response:
            assert not response.http_response.is_closed
            assert_matches_type(AsyncLinkPage[Event], await response.parse(), path=["response"])
        assert response.http_response.is_closed

    async def test_method_feed(self, async_client: AsyncACME) -> None:
        page = await async_client.events.feed()
        assert_matches_type(AsyncNestedCursorPage[Event], page, path=["response"])

    async def test_method_feed_with_all_params(self, async_client: AsyncACME) -> None:
        page = await async_client.events.feed(cursor="string")
        assert_matches_type(AsyncNestedCursorPage[Event], page, path=["response"])

    async def test_raw_response_feed(self, async_client: AsyncACME) -> None:
        response = await async_client.events.with_raw_response.feed()
        assert response.http_response.status_code < 400
        assert_matches_type(AsyncNestedCursorPage[Event], await response.parse(), path=["response"])

    async def test_streaming_response_feed(self, async_client: AsyncACME) -> None:
        async with async_client.events.with_streaming_response.feed() as response:
            assert not response.http_response.is_closed
            assert_matches_type(AsyncNestedCursorPage[Event], await response.parse(), path=["response"])
        assert response.http_response.is_closed
