# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

from __future__ import annotations

import re

import pytest

from tests.utils import assert_matches_type
from wild_shapes_of_real_configurations import AsyncWildShapes, WildShapes
from wild_shapes_of_real_configurations.types import Category


class TestCategories:
    @pytest.mark.skip(
        reason="the mock server cuts the recursion of #/components/schemas/Category short with {}, which its schema rejects: the value has no id, which is required",
    )
    def test_method_retrieve(self, client: WildShapes) -> None:
        category = client.categories.retrieve("string")
        assert_matches_type(Category, category, path=["response"])

    @pytest.mark.skip(
        reason="the mock server cuts the recursion of #/components/schemas/Category short with {}, which its schema rejects: the value has no id, which is required",
    )
    def test_raw_response_retrieve(self, client: WildShapes) -> None:
        response = client.categories.with_raw_response.retrieve("string")
        assert response.http_response.status_code < 400
        assert_matches_type(Category, response.parse(), path=["response"])

    @pytest.mark.skip(
        reason="the mock server cuts the recursion of #/components/schemas/Category short with {}, which its schema rejects: the value has no id, which is required",
    )
    def test_streaming_response_retrieve(self, client: WildShapes) -> None:
        with client.categories.with_streaming_response.retrieve("string") as response:
            assert not response.http_response.is_closed
            assert_matches_type(Category, response.parse(), path=["response"])
        assert response.http_response.is_closed

    def test_path_params_retrieve_id(self, client: WildShapes) -> None:
        with pytest.raises(ValueError, match=re.escape("Expected a non-empty value for `id` but received ''")):
            client.categories.retrieve("")


class TestAsyncCategories:
    @pytest.mark.skip(
        reason="the mock server cuts the recursion of #/components/schemas/Category short with {}, which its schema rejects: the value has no id, which is required",
    )
    async def test_method_retrieve(self, async_client: AsyncWildShapes) -> None:
        category = await async_client.categories.retrieve("string")
        assert_matches_type(Category, category, path=["response"])

    @pytest.mark.skip(
        reason="the mock server cuts the recursion of #/components/schemas/Category short with {}, which its schema rejects: the value has no id, which is required",
    )
    async def test_raw_response_retrieve(self, async_client: AsyncWildShapes) -> None:
        response = await async_client.categories.with_raw_response.retrieve("string")
        assert response.http_response.status_code < 400
        assert_matches_type(Category, await response.parse(), path=["response"])

    @pytest.mark.skip(
        reason="the mock server cuts the recursion of #/components/schemas/Category short with {}, which its schema rejects: the value has no id, which is required",
    )
    async def test_streaming_response_retrieve(self, async_client: AsyncWildShapes) -> None:
        async with async_client.categories.with_streaming_response.retrieve("string") as response:
            assert not response.http_response.is_closed
            assert_matches_type(Category, await response.parse(), path=["response"])
        assert response.http_response.is_closed

    async def test_path_params_retrieve_id(self, async_client: AsyncWildShapes) -> None:
        with pytest.raises(ValueError, match=re.escape("Expected a non-empty value for `id` but received ''")):
            await async_client.categories.retrieve("")
