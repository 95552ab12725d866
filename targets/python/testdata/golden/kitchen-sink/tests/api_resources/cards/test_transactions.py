# Copyright Acme, Inc. Licensed under the Apache License 2.0.
# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

from __future__ import annotations

import re

import pytest

from acme import ACME, AsyncACME
from acme.pagination import AsyncPageNumberPage, SyncPageNumberPage
from acme.types.cards import Transaction
from tests.utils import assert_matches_type


class TestTransactions:
    def test_method_list(self, client: ACME) -> None:
        page = client.cards.transactions.list("string")
        assert_matches_type(SyncPageNumberPage[Transaction], page, path=["response"])

    def test_method_list_with_all_params(self, client: ACME) -> None:
        page = client.cards.transactions.list("string", page=1, page_size=1)
        assert_matches_type(SyncPageNumberPage[Transaction], page, path=["response"])

    def test_raw_response_list(self, client: ACME) -> None:
        response = client.cards.transactions.with_raw_response.list("string")
        assert response.http_response.status_code < 400
        assert_matches_type(SyncPageNumberPage[Transaction], response.parse(), path=["response"])

    def test_streaming_response_list(self, client: ACME) -> None:
        with client.cards.transactions.with_streaming_response.list("string") as response:
            assert not response.http_response.is_closed
            assert_matches_type(SyncPageNumberPage[Transaction], response.parse(), path=["response"])
        assert response.http_response.is_closed

    def test_path_params_list_card_id(self, client: ACME) -> None:
        with pytest.raises(ValueError, match=re.escape("Expected a non-empty value for `card_id` but received ''")):
            client.cards.transactions.list("")


class TestAsyncTransactions:
    async def test_method_list(self, async_client: AsyncACME) -> None:
        page = await async_client.cards.transactions.list("string")
        assert_matches_type(AsyncPageNumberPage[Transaction], page, path=["response"])

    async def test_method_list_with_all_params(self, async_client: AsyncACME) -> None:
        page = await async_client.cards.transactions.list("string", page=1, page_size=1)
        assert_matches_type(AsyncPageNumberPage[Transaction], page, path=["response"])

    async def test_raw_response_list(self, async_client: AsyncACME) -> None:
        response = await async_client.cards.transactions.with_raw_response.list("string")
        assert response.http_response.status_code < 400
        assert_matches_type(AsyncPageNumberPage[Transaction], await response.parse(), path=["response"])

    async def test_streaming_response_list(self, async_client: AsyncACME) -> None:
        async with async_client.cards.transactions.with_streaming_response.list("string") as response:
            assert not response.http_response.is_closed
            assert_matches_type(AsyncPageNumberPage[Transaction], await response.parse(), path=["response"])
        assert response.http_response.is_closed

    async def test_path_params_list_card_id(self, async_client: AsyncACME) -> None:
        with pytest.raises(ValueError, match=re.escape("Expected a non-empty value for `card_id` but received ''")):
            await async_client.cards.transactions.list("")
