# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

from __future__ import annotations

from honcho import AsyncHoncho, Honcho
from honcho.types import KeyCreateResponse
from tests.utils import assert_matches_type


class TestKeys:
    def test_method_create(self, client: Honcho) -> None:
        result = client.keys.create()
        assert_matches_type(KeyCreateResponse, result, path=["response"])

    def test_method_create_with_all_params(self, client: Honcho) -> None:
        result = client.keys.create(
            app_id="string",
            user_id="string",
            session_id="string",
            collection_id="string",
            expires_at="2019-12-27T18:11:19.117Z",
        )
        assert_matches_type(KeyCreateResponse, result, path=["response"])

    def test_raw_response_create(self, client: Honcho) -> None:
        response = client.keys.with_raw_response.create()
        assert response.http_response.status_code < 400
        assert_matches_type(KeyCreateResponse, response.parse(), path=["response"])

    def test_streaming_response_create(self, client: Honcho) -> None:
        with client.keys.with_streaming_response.create() as response:
            assert not response.http_response.is_closed
            assert_matches_type(KeyCreateResponse, response.parse(), path=["response"])
        assert response.http_response.is_closed


class TestAsyncKeys:
    async def test_method_create(self, async_client: AsyncHoncho) -> None:
        result = await async_client.keys.create()
        assert_matches_type(KeyCreateResponse, result, path=["response"])

    async def test_method_create_with_all_params(self, async_client: AsyncHoncho) -> None:
        result = await async_client.keys.create(
            app_id="string",
            user_id="string",
            session_id="string",
            collection_id="string",
            expires_at="2019-12-27T18:11:19.117Z",
        )
        assert_matches_type(KeyCreateResponse, result, path=["response"])

    async def test_raw_response_create(self, async_client: AsyncHoncho) -> None:
        response = await async_client.keys.with_raw_response.create()
        assert response.http_response.status_code < 400
        assert_matches_type(KeyCreateResponse, await response.parse(), path=["response"])

    async def test_streaming_response_create(self, async_client: AsyncHoncho) -> None:
        async with async_client.keys.with_streaming_response.create() as response:
            assert not response.http_response.is_closed
            assert_matches_type(KeyCreateResponse, await response.parse(), path=["response"])
        assert response.http_response.is_closed
