# Copyright Acme, Inc. Licensed under the Apache License 2.0.
# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

from __future__ import annotations

import re

import pytest

from acme import ACME, AsyncACME
from acme.types import Node
from tests.utils import assert_matches_type


class TestTrees:
    def test_method_retrieve(self, client: ACME) -> None:
        node = client.trees.retrieve("string")
        assert_matches_type(Node, node, path=["response"])

    def test_raw_response_retrieve(self, client: ACME) -> None:
        response = client.trees.with_raw_response.retrieve("string")
        assert response.http_response.status_code < 400
        assert_matches_type(Node, response.parse(), path=["response"])

    def test_streaming_response_retrieve(self, client: ACME) -> None:
        with client.trees.with_streaming_response.retrieve("string") as response:
            assert not response.http_response.is_closed
            assert_matches_type(Node, response.parse(), path=["response"])
        assert response.http_response.is_closed

    def test_path_params_retrieve_tree_id(self, client: ACME) -> None:
        with pytest.raises(ValueError, match=re.escape("Expected a non-empty value for `tree_id` but received ''")):
            client.trees.retrieve("")


class TestAsyncTrees:
    async def test_method_retrieve(self, async_client: AsyncACME) -> None:
        node = await async_client.trees.retrieve("string")
        assert_matches_type(Node, node, path=["response"])

    async def test_raw_response_retrieve(self, async_client: AsyncACME) -> None:
        response = await async_client.trees.with_raw_response.retrieve("string")
        assert response.http_response.status_code < 400
        assert_matches_type(Node, await response.parse(), path=["response"])

    async def test_streaming_response_retrieve(self, async_client: AsyncACME) -> None:
        async with async_client.trees.with_streaming_response.retrieve("string") as response:
            assert not response.http_response.is_closed
            assert_matches_type(Node, await response.parse(), path=["response"])
        assert response.http_response.is_closed

    async def test_path_params_retrieve_tree_id(self, async_client: AsyncACME) -> None:
        with pytest.raises(ValueError, match=re.escape("Expected a non-empty value for `tree_id` but received ''")):
            await async_client.trees.retrieve("")
