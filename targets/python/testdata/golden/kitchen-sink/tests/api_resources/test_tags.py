# Copyright Acme, Inc. Licensed under the Apache License 2.0.
# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

from __future__ import annotations

from acme import ACME, AsyncACME
from acme.pagination import AsyncTagList, SyncTagList
from acme.types import Tag
from tests.utils import assert_matches_type


class TestTags:
    def test_method_list(self, client: ACME) -> None:
        page = client.tags.list()
        assert_matches_type(SyncTagList[Tag], page, path=["response"])

    def test_raw_response_list(self, client: ACME) -> None:
        response = client.tags.with_raw_response.list()
        assert response.http_response.status_code < 400
        assert_matches_type(SyncTagList[Tag], response.parse(), path=["response"])

    def test_streaming_response_list(self, client: ACME) -> None:
        with client.tags.with_streaming_response.list() as response:
            assert not response.http_response.is_closed
            assert_matches_type(SyncTagList[Tag], response.parse(), path=["response"])
        assert response.http_response.is_closed


class TestAsyncTags:
    async def test_method_list(self, async_client: AsyncACME) -> None:
        page = await async_client.tags.list()
        assert_matches_type(AsyncTagList[Tag], page, path=["response"])

    async def test_raw_response_list(self, async_client: AsyncACME) -> None:
        response = await async_client.tags.with_raw_response.list()
        assert response.http_response.status_code < 400
        assert_matches_type(AsyncTagList[Tag], await response.parse(), path=["response"])

    async def test_streaming_response_list(self, async_client: AsyncACME) -> None:
        async with async_client.tags.with_streaming_response.list() as response:
            assert not response.http_response.is_closed
            assert_matches_type(AsyncTagList[Tag], await response.parse(), path=["response"])
        assert response.http_response.is_closed
