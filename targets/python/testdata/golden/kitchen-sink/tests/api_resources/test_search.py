# Copyright Acme, Inc. Licensed under the Apache License 2.0.
# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

from __future__ import annotations

from acme import ACME, AsyncACME
from acme.types import SearchQueryResponse
from tests.utils import assert_matches_type


class TestSearch:
    def test_method_query(self, client: ACME) -> None:
        result = client.search.query(search_query="string")
        assert_matches_type(SearchQueryResponse, result, path=["response"])

    def test_method_query_with_all_params(self, client: ACME) -> None:
        result = client.search.query(
            search_query="string",
            filter={"created_after": "2019-12-27T18:11:19.117Z", "owner": "182bd5e5-6e1a-4fe4-a799-aa6d9a6ab26e"},
            tags=["string"],
        )
        assert_matches_type(SearchQueryResponse, result, path=["response"])

    def test_raw_response_query(self, client: ACME) -> None:
        response = client.search.with_raw_response.query(search_query="string")
        assert response.http_response.status_code < 400
        assert_matches_type(SearchQueryResponse, response.parse(), path=["response"])

    def test_streaming_response_query(self, client: ACME) -> None:
        with client.search.with_streaming_response.query(search_query="string") as response:
            assert not response.http_response.is_closed
            assert_matches_type(SearchQueryResponse, response.parse(), path=["response"])
        assert response.http_response.is_closed


class TestAsyncSearch:
    async def test_method_query(self, async_client: AsyncACME) -> None:
        result = await async_client.search.query(search_query="string")
        assert_matches_type(SearchQueryResponse, result, path=["response"])

    async def test_method_query_with_all_params(self, async_client: AsyncACME) -> None:
        result = await async_client.search.query(
            search_query="string",
            filter={"created_after": "2019-12-27T18:11:19.117Z", "owner": "182bd5e5-6e1a-4fe4-a799-aa6d9a6ab26e"},
            tags=["string"],
        )
        assert_matches_type(SearchQueryResponse, result, path=["response"])

    async def test_raw_response_query(self, async_client: AsyncACME) -> None:
        response = await async_client.search.with_raw_response.query(search_query="string")
        assert response.http_response.status_code < 400
        assert_matches_type(SearchQueryResponse, await response.parse(), path=["response"])

    async def test_streaming_response_query(self, async_client: AsyncACME) -> None:
        async with async_client.search.with_streaming_response.query(search_query="string") as response:
            assert not response.http_response.is_closed
            assert_matches_type(SearchQueryResponse, await response.parse(), path=["response"])
        assert response.http_response.is_closed
