# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

from __future__ import annotations

import re

import pytest

from tests.utils import assert_matches_type
from wild_shapes_of_real_configurations import AsyncWildShapes, WildShapes
from wild_shapes_of_real_configurations.types import Thing


class TestThings:
    def test_method_retrieve(self, client: WildShapes) -> None:
        thing = client.things.retrieve("string")
        assert_matches_type(Thing, thing, path=["response"])

    def test_raw_response_retrieve(self, client: WildShapes) -> None:
        response = client.things.with_raw_response.retrieve("string")
        assert response.http_response.status_code < 400
        assert_matches_type(Thing, response.parse(), path=["response"])

    def test_streaming_response_retrieve(self, client: WildShapes) -> None:
        with client.things.with_streaming_response.retrieve("string") as response:
            assert not response.http_response.is_closed
            assert_matches_type(Thing, response.parse(), path=["response"])
        assert response.http_response.is_closed

    def test_path_params_retrieve_id(self, client: WildShapes) -> None:
        with pytest.raises(ValueError, match=re.escape("Expected a non-empty value for `id` but received ''")):
            client.things.retrieve("")

    @pytest.mark.skip(
        reason="the mock server does not read the multipart field files[], so to it the required files is missing",
    )
    def test_method_upload(self, client: WildShapes) -> None:
        thing = client.things.upload(files=[b"raw file contents"])
        assert_matches_type(Thing, thing, path=["response"])

    @pytest.mark.skip(
        reason="the mock server does not read the multipart field files[], so to it the required files is missing",
    )
    def test_method_upload_with_all_params(self, client: WildShapes) -> None:
        thing = client.things.upload(files=[b"raw file contents"], folder="string")
        assert_matches_type(Thing, thing, path=["response"])

    @pytest.mark.skip(
        reason="the mock server does not read the multipart field files[], so to it the required files is missing",
    )
    def test_raw_response_upload(self, client: WildShapes) -> None:
        response = client.things.with_raw_response.upload(files=[b"raw file contents"])
        assert response.http_response.status_code < 400
        assert_matches_type(Thing, response.parse(), path=["response"])

    @pytest.mark.skip(
        reason="the mock server does not read the multipart field files[], so to it the required files is missing",
    )
    def test_streaming_response_upload(self, client: WildShapes) -> None:
        with client.things.with_streaming_response.upload(files=[b"raw file contents"]) as response:
            assert not response.http_response.is_closed
            assert_matches_type(Thing, response.parse(), path=["response"])
        assert response.http_response.is_closed

    def test_method_attach(self, client: WildShapes) -> None:
        thing = client.things.attach(file=b"raw file contents")
        assert_matches_type(Thing, thing, path=["response"])

    def test_method_attach_with_all_params(self, client: WildShapes) -> None:
        thing = client.things.attach(file=b"raw file contents", tags=["string"])
        assert_matches_type(Thing, thing, path=["response"])

    def test_raw_response_attach(self, client: WildShapes) -> None:
        response = client.things.with_raw_response.attach(file=b"raw file contents")
        assert response.http_response.status_code < 400
        assert_matches_type(Thing, response.parse(), path=["response"])

    def test_streaming_response_attach(self, client: WildShapes) -> None:
        with client.things.with_streaming_response.attach(file=b"raw file contents") as response:
            assert not response.http_response.is_closed
            assert_matches_type(Thing, response.parse(), path=["response"])
        assert response.http_response.is_closed


class TestAsyncThings:
    async def test_method_retrieve(self, async_client: AsyncWildShapes) -> None:
        thing = await async_client.things.retrieve("string")
        assert_matches_type(Thing, thing, path=["response"])

    async def test_raw_response_retrieve(self, async_client: AsyncWildShapes) -> None:
        response = await async_client.things.with_raw_response.retrieve("string")
        assert response.http_response.status_code < 400
        assert_matches_type(Thing, await response.parse(), path=["response"])

    async def test_streaming_response_retrieve(self, async_client: AsyncWildShapes) -> None:
        async with async_client.things.with_streaming_response.retrieve("string") as response:
            assert not response.http_response.is_closed
            assert_matches_type(Thing, await response.parse(), path=["response"])
        assert response.http_response.is_closed

    async def test_path_params_retrieve_id(self, async_client: AsyncWildShapes) -> None:
        with pytest.raises(ValueError, match=re.escape("Expected a non-empty value for `id` but received ''")):
            await async_client.things.retrieve("")

    @pytest.mark.skip(
        reason="the mock server does not read the multipart field files[], so to it the required files is missing",
    )
    async def test_method_upload(self, async_client: AsyncWildShapes) -> None:
        thing = await async_client.things.upload(files=[b"raw file contents"])
        assert_matches_type(Thing, thing, path=["response"])

    @pytest.mark.skip(
        reason="the mock server does not read the multipart field files[], so to it the required files is missing",
    )
    async def test_method_upload_with_all_params(self, async_client: AsyncWildShapes) -> None:
        thing = await async_client.things.upload(files=[b"raw file contents"], folder="string")
        assert_matches_type(Thing, thing, path=["response"])

    @pytest.mark.skip(
        reason="the mock server does not read the multipart field files[], so to it the required files is missing",
    )
    async def test_raw_response_upload(self, async_client: AsyncWildShapes) -> None:
        response = await async_client.things.with_raw_response.upload(files=[b"raw file contents"])
        assert response.http_response.status_code < 400
        assert_matches_type(Thing, await response.parse(), path=["response"])

    @pytest.mark.skip(
        reason="the mock server does not read the multipart field files[], so to it the required files is missing",
    )
    async def test_streaming_response_upload(self, async_client: AsyncWildShapes) -> None:
        async with async_client.things.with_streaming_response.upload(files=[b"raw file contents"]) as response:
            assert not response.http_response.is_closed
            assert_matches_type(Thing, await response.parse(), path=["response"])
        assert response.http_response.is_closed

    async def test_method_attach(self, async_client: AsyncWildShapes) -> None:
        thing = await async_client.things.attach(file=b"raw file contents")
        assert_matches_type(Thing, thing, path=["response"])

    async def test_method_attach_with_all_params(self, async_client: AsyncWildShapes) -> None:
        thing = await async_client.things.attach(file=b"raw file contents", tags=["string"])
        assert_matches_type(Thing, thing, path=["response"])

    async def test_raw_response_attach(self, async_client: AsyncWildShapes) -> None:
        response = await async_client.things.with_raw_response.attach(file=b"raw file contents")
        assert response.http_response.status_code < 400
        assert_matches_type(Thing, await response.parse(), path=["response"])

    async def test_streaming_response_attach(self, async_client: AsyncWildShapes) -> None:
        async with async_client.things.with_streaming_response.attach(file=b"raw file contents") as response:
            assert not response.http_response.is_closed
            assert_matches_type(Thing, await response.parse(), path=["response"])
        assert response.http_response.is_closed
