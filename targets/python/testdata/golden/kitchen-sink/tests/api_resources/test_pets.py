# Copyright Acme, Inc. Licensed under the Apache License 2.0.
# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

from __future__ import annotations

from acme import ACME, AsyncACME
from acme.types import Pet
from tests.utils import assert_matches_type


class TestPets:
    def test_method_retrieve(self, client: ACME) -> None:
        pet = client.pets.retrieve(1)
        assert_matches_type(Pet, pet, path=["response"])

    def test_raw_response_retrieve(self, client: ACME) -> None:
        response = client.pets.with_raw_response.retrieve(1)
        assert response.http_response.status_code < 400
        assert_matches_type(Pet, response.parse(), path=["response"])

    def test_streaming_response_retrieve(self, client: ACME) -> None:
        with client.pets.with_streaming_response.retrieve(1) as response:
            assert not response.http_response.is_closed
            assert_matches_type(Pet, response.parse(), path=["response"])
        assert response.http_response.is_closed


class TestAsyncPets:
    async def test_method_retrieve(self, async_client: AsyncACME) -> None:
        pet = await async_client.pets.retrieve(1)
        assert_matches_type(Pet, pet, path=["response"])

    async def test_raw_response_retrieve(self, async_client: AsyncACME) -> None:
        response = await async_client.pets.with_raw_response.retrieve(1)
        assert response.http_response.status_code < 400
        assert_matches_type(Pet, await response.parse(), path=["response"])

    async def test_streaming_response_retrieve(self, async_client: AsyncACME) -> None:
        async with async_client.pets.with_streaming_response.retrieve(1) as response:
            assert not response.http_response.is_closed
            assert_matches_type(Pet, await response.parse(), path=["response"])
        assert response.http_response.is_closed
