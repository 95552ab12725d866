# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

from __future__ import annotations

import pytest

from tests.utils import assert_matches_type
from wild_shapes_of_real_configurations import AsyncWildShapes, WildShapes
from wild_shapes_of_real_configurations.types import ProviderListResponse


class TestProviders:
    @pytest.mark.skip(
        reason="the mock server answers with the example at #/components/schemas/Provider/properties/collections/items/examples/0, which its schema rejects: the value is not an object",
    )
    def test_method_list(self, client: WildShapes) -> None:
        provider_list_response = client.providers.list()
        assert_matches_type(ProviderListResponse, provider_list_response, path=["response"])

    @pytest.mark.skip(
        reason="the mock server answers with the example at #/components/schemas/Provider/properties/collections/items/examples/0, which its schema rejects: the value is not an object",
    )
    def test_raw_response_list(self, client: WildShapes) -> None:
        response = client.providers.with_raw_response.list()
        assert response.http_response.status_code < 400
        assert_matches_type(ProviderListResponse, response.parse(), path=["response"])

    @pytest.mark.skip(
        reason="the mock server answers with the example at #/components/schemas/Provider/properties/collections/items/examples/0, which its schema rejects: the value is not an object",
    )
    def test_streaming_response_list(self, client: WildShapes) -> None:
        with client.providers.with_streaming_response.list() as response:
            assert not response.http_response.is_closed
            assert_matches_type(ProviderListResponse, response.parse(), path=["response"])
        assert response.http_response.is_closed


class TestAsyncProviders:
    @pytest.mark.skip(
        reason="the mock server answers with the example at #/components/schemas/Provider/properties/collections/items/examples/0, which its schema rejects: the value is not an object",
    )
    async def test_method_list(self, async_client: AsyncWildShapes) -> None:
        provider_list_response = await async_client.providers.list()
        assert_matches_type(ProviderListResponse, provider_list_response, path=["response"])

    @pytest.mark.skip(
        reason="the mock server answers with the example at #/components/schemas/Provider/properties/collections/items/examples/0, which its schema rejects: the value is not an object",
    )
    async def test_raw_response_list(self, async_client: AsyncWildShapes) -> None:
        response = await async_client.providers.with_raw_response.list()
        assert response.http_response.status_code < 400
        assert_matches_type(ProviderListResponse, await response.parse(), path=["response"])

    @pytest.mark.skip(
        reason="the mock server answers with the example at #/components/schemas/Provider/properties/collections/items/examples/0, which its schema rejects: the value is not an object",
    )
    async def test_streaming_response_list(self, async_client: AsyncWildShapes) -> None:
        async with async_client.providers.with_streaming_response.list() as response:
            assert not response.http_response.is_closed
            assert_matches_type(ProviderListResponse, await response.parse(), path=["response"])
        assert response.http_response.is_closed
