# Copyright Acme, Inc. Licensed under the Apache License 2.0.
# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

from __future__ import annotations

import re

import pytest

from acme import ACME, AsyncACME
from acme.pagination import AsyncCursorIDPage, SyncCursorIDPage
from acme.types.accounts import Friend
from tests.utils import assert_matches_type


class TestFriends:
    def test_method_list(self, client: ACME) -> None:
        page = client.accounts.friends.list("9b2f7c1e-0000-4000-8000-000000000000")
        assert_matches_type(SyncCursorIDPage[Friend], page, path=["response"])

    def test_method_list_with_all_params(self, client: ACME) -> None:
        page = client.accounts.friends.list("9b2f7c1e-0000-4000-8000-000000000000", after_id="string", limit=20)
        assert_matches_type(SyncCursorIDPage[Friend], page, path=["response"])

    def test_raw_response_list(self, client: ACME) -> None:
        response = client.accounts.friends.with_raw_response.list("9b2f7c1e-0000-4000-8000-000000000000")
        assert response.http_response.status_code < 400
        assert_matches_type(SyncCursorIDPage[Friend], response.parse(), path=["response"])

    def test_streaming_response_list(self, client: ACME) -> None:
        with client.accounts.friends.with_streaming_response.list("9b2f7c1e-0000-4000-8000-000000000000") as response:
            assert not response.http_response.is_closed
            assert_matches_type(SyncCursorIDPage[Friend], response.parse(), path=["response"])
        assert response.http_response.is_closed

    def test_path_params_list_account_id(self, client: ACME) -> None:
        with pytest.raises(ValueError, match=re.escape("Expected a non-empty value for `account_id` but received ''")):
            client.accounts.friends.list("")


class TestAsyncFriends:
    async def test_method_list(self, async_client: AsyncACME) -> None:
        page = await async_client.accounts.friends.list("9b2f7c1e-0000-4000-8000-000000000000")
        assert_matches_type(AsyncCursorIDPage[Friend], page, path=["response"])

    async def test_method_list_with_all_params(self, async_client: AsyncACME) -> None:
        page = await async_client.accounts.friends.list(
            "9b2f7c1e-0000-4000-8000-000000000000",
            after_id="string",
            limit=20,
        )
        assert_matches_type(AsyncCursorIDPage[Friend], page, path=["response"])

    async def test_raw_response_list(self, async_client: AsyncACME) -> None:
        response = await async_client.accounts.friends.with_raw_response.list("9b2f7c1e-0000-4000-8000-000000000000")
        assert response.http_response.status_code < 400
        assert_matches_type(AsyncCursorIDPage[Friend], await response.parse(), path=["response"])

    async def test_streaming_response_list(self, async_client: AsyncACME) -> None:
        async with async_client.accounts.friends.with_streaming_response.list(
            "9b2f7c1e-0000-4000-8000-000000000000",
        ) as response:
            assert not response.http_response.is_closed
            assert_matches_type(AsyncCursorIDPage[Friend], await response.parse(), path=["response"])
        assert response.http_response.is_closed

    async def test_path_params_list_account_id(self, async_client: AsyncACME) -> None:
        with pytest.raises(ValueError, match=re.escape("Expected a non-empty value for `account_id` but received ''")):
            await async_client.accounts.friends.list("")
