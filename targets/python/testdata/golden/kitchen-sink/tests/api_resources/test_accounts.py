# Copyright Acme, Inc. Licensed under the Apache License 2.0.
# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

from __future__ import annotations

import re

import pytest

from acme import ACME, AsyncACME
from acme.pagination import AsyncCursorPage, SyncCursorPage
from acme.types import Account, AccountLinkResponse
from tests.utils import assert_matches_type


class TestAccounts:
    def test_method_list(self, client: ACME) -> None:
        page = client.accounts.list()
        assert_matches_type(SyncCursorPage[Account], page, path=["response"])

    def test_method_list_with_all_params(self, client: ACME) -> None:
        page = client.accounts.list(
            cursor="string",
            limit=20,
            status="active",
            x_trace_id="182bd5e5-6e1a-4fe4-a799-aa6d9a6ab26e",
        )
        assert_matches_type(SyncCursorPage[Account], page, path=["response"])

    def test_raw_response_list(self, client: ACME) -> None:
        response = client.accounts.with_raw_response.list()
        assert response.http_response.status_code < 400
        assert_matches_type(SyncCursorPage[Account], response.parse(), path=["response"])

    def test_streaming_response_list(self, client: ACME) -> None:
        with client.accounts.with_streaming_response.list() as response:
            assert not response.http_response.is_closed
            assert_matches_type(SyncCursorPage[Account], response.parse(), path=["response"])
        assert response.http_response.is_closed

    def test_method_create(self, client: ACME) -> None:
        account = client.accounts.create(name="string")
        assert_matches_type(Account, account, path=["response"])

    def test_method_create_with_all_params(self, client: ACME) -> None:
        account = client.accounts.create(
            name="string",
            password="string",
            address={"line1": "string", "city": "string", "country": "AA"},
            kind="personal",
        )
        assert_matches_type(Account, account, path=["response"])

    def test_raw_response_create(self, client: ACME) -> None:
        response = client.accounts.with_raw_response.create(name="string")
        assert response.http_response.status_code < 400
        assert_matches_type(Account, response.parse(), path=["response"])

    def test_streaming_response_create(self, client: ACME) -> None:
        with client.accounts.with_streaming_response.create(name="string") as response:
            assert not response.http_response.is_closed
            assert_matches_type(Account, response.parse(), path=["response"])
        assert response.http_response.is_closed

    def test_method_retrieve(self, client: ACME) -> None:
        account = client.accounts.retrieve("9b2f7c1e-0000-4000-8000-000000000000")
        assert_matches_type(Account, account, path=["response"])

    def test_raw_response_retrieve(self, client: ACME) -> None:
        response = client.accounts.with_raw_response.retrieve("9b2f7c1e-0000-4000-8000-000000000000")
        assert response.http_response.status_code < 400
        assert_matches_type(Account, response.parse(), path=["response"])

    def test_streaming_response_retrieve(self, client: ACME) -> None:
        with client.accounts.with_streaming_response.retrieve("9b2f7c1e-0000-4000-8000-000000000000") as response:
            assert not response.http_response.is_closed
            assert_matches_type(Account, response.parse(), path=["response"])
        assert response.http_response.is_closed

    def test_path_params_retrieve_account_id(self, client: ACME) -> None:
        with pytest.raises(ValueError, match=re.escape("Expected a non-empty value for `account_id` but received ''")):
            client.accounts.retrieve("")

    def test_method_update(self, client: ACME) -> None:
        account = client.accounts.update("9b2f7c1e-0000-4000-8000-000000000000")
        assert_matches_type(Account, account, path=["response"])

    def test_method_update_with_all_params(self, client: ACME) -> None:
        account = client.accounts.update(
            "9b2f7c1e-0000-4000-8000-000000000000",
            name="string",
            nickname="string",
            metadata={"foo": "string"},
        )
        assert_matches_type(Account, account, path=["response"])

    def test_raw_response_update(self, client: ACME) -> None:
        response = client.accounts.with_raw_response.update("9b2f7c1e-0000-4000-8000-000000000000")
        assert response.http_response.status_code < 400
        assert_matches_type(Account, response.parse(), path=["response"])

    def test_streaming_response_update(self, client: ACME) -> None:
        with client.accounts.with_streaming_response.update("9b2f7c1e-0000-4000-8000-000000000000") as response:
            assert not response.http_response.is_closed
            assert_matches_type(Account, response.parse(), path=["response"])
        assert response.http_response.is_closed

    def test_path_params_update_account_id(self, client: ACME) -> None:
        with pytest.raises(ValueError, match=re.escape("Expected a non-empty value for `account_id` but received ''")):
            client.accounts.update("")

    def test_method_delete(self, client: ACME) -> None:
        result = client.accounts.delete("9b2f7c1e-0000-4000-8000-000000000000")
        assert result is None

    def test_raw_response_delete(self, client: ACME) -> None:
        response = client.accounts.with_raw_response.delete("9b2f7c1e-0000-4000-8000-000000000000")
        assert response.http_response.status_code < 400
        assert response.parse() is None

    def test_streaming_response_delete(self, client: ACME) -> None:
        with client.accounts.with_streaming_response.delete("9b2f7c1e-0000-4000-8000-000000000000") as response:
            assert not response.http_response.is_closed
            assert response.parse() is None
        assert response.http_response.is_closed

    def test_path_params_delete_account_id(self, client: ACME) -> None:
        with pytest.raises(ValueError, match=re.escape("Expected a non-empty value for `account_id` but received ''")):
            client.accounts.delete("")

    def test_method_me(self, client: ACME) -> None:
        account = client.accounts.me()
        assert_matches_type(Account, account, path=["response"])

    def test_raw_response_me(self, client: ACME) -> None:
        response = client.accounts.with_raw_response.me()
        assert response.http_response.status_code < 400
        assert_matches_type(Account, response.parse(), path=["response"])

    def test_streaming_response_me(self, client: ACME) -> None:
        with client.accounts.with_streaming_response.me() as response:
            assert not response.http_response.is_closed
            assert_matches_type(Account, response.parse(), path=["response"])
        assert response.http_response.is_closed

    def test_method_link(self, client: ACME) -> None:
        result = client.accounts.link(
            "9b2f7c1e-0000-4000-8000-000000000000",
            account_ids=["182bd5e5-6e1a-4fe4-a799-aa6d9a6ab26e"],
        )
        assert_matches_type(AccountLinkResponse, result, path=["response"])

    def test_raw_response_link(self, client: ACME) -> None:
        response = client.accounts.with_raw_response.link(
            "9b2f7c1e-0000-4000-8000-000000000000",
            account_ids=["182bd5e5-6e1a-4fe4-a799-aa6d9a6ab26e"],
        )
        assert response.http_response.status_code < 400
        assert_matches_type(AccountLinkResponse, response.parse(), path=["response"])

    def test_streaming_response_link(self, client: ACME) -> None:
        with client.accounts.with_streaming_response.link(
            "9b2f7c1e-0000-4000-8000-000000000000",
            account_ids=["182bd5e5-6e1a-4fe4-a799-aa6d9a6ab26e"],
        ) as response:
            assert not response.http_response.is_closed
            assert_matches_type(AccountLinkResponse, response.parse(), path=["response"])
        assert response.http_response.is_closed

    def test_path_params_link_account_id(self, client: ACME) -> None:
        with pytest.raises(ValueError, match=re.escape("Expected a non-empty value for `account_id` but received ''")):
            client.accounts.link("", account_ids=["182bd5e5-6e1a-4fe4-a799-aa6d9a6ab26e"])


class TestAsyncAccounts:
    async def test_method_list(self, async_client: AsyncACME) -> None:
        page = await async_client.accounts.list()
        assert_matches_type(AsyncCursorPage[Account], page, path=["response"])

    async def test_method_list_with_all_params(self, async_client: AsyncACME) -> None:
        page = await async_client.accounts.list(
            cursor="string",
            limit=20,
            status="active",
            x_trace_id="182bd5e5-6e1a-4fe4-a799-aa6d9a6ab26e",
        )
        assert_matches_type(AsyncCursorPage[Account], page, path=["response"])

    async def test_raw_response_list(self, async_client: AsyncACME) -> None:
        response = await async_client.accounts.with_raw_response.list()
        assert response.http_response.status_code < 400
        assert_matches_type(AsyncCursorPage[Account], await response.parse(), path=["response"])

    async def test_streaming_response_list(self, async_client: AsyncACME) -> None:
        async with async_client.accounts.with_streaming_response.list() as response:
            assert not response.http_response.is_closed
            assert_matches_type(AsyncCursorPage[Account], await response.parse(), path=["response"])
        assert response.http_response.is_closed

    async def test_method_create(self, async_client: AsyncACME) -> None:
        account = await async_client.accounts.create(name="string")
        assert_matches_type(Account, account, path=["response"])

    async def test_method_create_with_all_params(self, async_client: AsyncACME) -> None:
        account = await async_client.accounts.create(
            name="string",
            password="string",
            address={"line1": "string", "city": "string", "country": "AA"},
            kind="personal",
        )
        assert_matches_type(Account, account, path=["response"])

    async def test_raw_response_create(self, async_client: AsyncACME) -> None:
        response = await async_client.accounts.with_raw_response.create(name="string")
        assert response.http_response.status_code < 400
        assert_matches_type(Account, await response.parse(), path=["response"])

    async def test_streaming_response_create(self, async_client: AsyncACME) -> None:
        async with async_client.accounts.with_streaming_response.create(name="string") as response:
            assert not response.http_response.is_closed
            assert_matches_type(Account, await response.parse(), path=["response"])
        assert response.http_response.is_closed

    async def test_method_retrieve(self, async_client: AsyncACME) -> None:
        account = await async_client.accounts.retrieve("9b2f7c1e-0000-4000-8000-000000000000")
        assert_matches_type(Account, account, path=["response"])

    async def test_raw_response_retrieve(self, async_client: AsyncACME) -> None:
        response = await async_client.accounts.with_raw_response.retrieve("9b2f7c1e-0000-4000-8000-000000000000")
        assert response.http_response.status_code < 400
        assert_matches_type(Account, await response.parse(), path=["response"])

    async def test_streaming_response_retrieve(self, async_client: AsyncACME) -> None:
        async with async_client.accounts.with_streaming_response.retrieve(
            "9b2f7c1e-0000-4000-8000-000000000000",
        ) as response:
            assert not response.http_response.is_closed
            assert_matches_type(Account, await response.parse(), path=["response"])
        assert response.http_response.is_closed

    async def test_path_params_retrieve_account_id(self, async_client: AsyncACME) -> None:
        with pytest.raises(ValueError, match=re.escape("Expected a non-empty value for `account_id` but received ''")):
            await async_client.accounts.retrieve("")

    async def test_method_update(self, async_client: AsyncACME) -> None:
        account = await async_client.accounts.update("9b2f7c1e-0000-4000-8000-000000000000")
        assert_matches_type(Account, account, path=["response"])

    async def test_method_update_with_all_params(self, async_client: AsyncACME) -> None:
        account = await async_client.accounts.update(
            "9b2f7c1e-0000-4000-8000-000000000000",
            name="string",
            nickname="string",
            metadata={"foo": "string"},
        )
        assert_matches_type(Account, account, path=["response"])

    async def test_raw_response_update(self, async_client: AsyncACME) -> None:
        response = await async_client.accounts.with_raw_response.update("9b2f7c1e-0000-4000-8000-000000000000")
        assert response.http_response.status_code < 400
        assert_matches_type(Account, await response.parse(), path=["response"])

    async def test_streaming_response_update(self, async_client: AsyncACME) -> None:
        async with async_client.accounts.with_streaming_response.update(
            "9b2f7c1e-0000-4000-8000-000000000000",
        ) as response:
            assert not response.http_response.is_closed
            assert_matches_type(Account, await response.parse(), path=["response"])
        assert response.http_response.is_closed

    async def test_path_params_update_account_id(self, async_client: AsyncACME) -> None:
        with pytest.raises(ValueError, match=re.escape("Expected a non-empty value for `account_id` but received ''")):
            await async_client.accounts.update("")

    async def test_method_delete(self, async_client: AsyncACME) -> None:
        result = await async_client.accounts.delete("9b2f7c1e-0000-4000-8000-000000000000")
        assert result is None

    async def test_raw_response_delete(self, async_client: AsyncACME) -> None:
        response = await async_client.accounts.with_raw_response.delete("9b2f7c1e-0000-4000-8000-000000000000")
        assert response.http_response.status_code < 400
        assert await response.parse() is None

    async def test_streaming_response_delete(self, async_client: AsyncACME) -> None:
        async with async_client.accounts.with_streaming_response.delete(
            "9b2f7c1e-0000-4000-8000-000000000000",
        ) as response:
            assert not response.http_response.is_closed
            assert await response.parse() is None
        assert response.http_response.is_closed

    async def test_path_params_delete_account_id(self, async_client: AsyncACME) -> None:
        with pytest.raises(ValueError, match=re.escape("Expected a non-empty value for `account_id` but received ''")):
            await async_client.accounts.delete("")

    async def test_method_me(self, async_client: AsyncACME) -> None:
        account = await async_client.accounts.me()
        assert_matches_type(Account, account, path=["response"])

    async def test_raw_response_me(self, async_client: AsyncACME) -> None:
        response = await async_client.accounts.with_raw_response.me()
        assert response.http_response.status_code < 400
        assert_matches_type(Account, await response.parse(), path=["response"])

    async def test_streaming_response_me(self, async_client: AsyncACME) -> None:
        async with async_client.accounts.with_streaming_response.me() as response:
            assert not response.http_response.is_closed
            assert_matches_type(Account, await response.parse(), path=["response"])
        assert response.http_response.is_closed

    async def test_method_link(self, async_client: AsyncACME) -> None:
        result = await async_client.accounts.link(
            "9b2f7c1e-0000-4000-8000-000000000000",
            account_ids=["182bd5e5-6e1a-4fe4-a799-aa6d9a6ab26e"],
        )
        assert_matches_type(AccountLinkResponse, result, path=["response"])

    async def test_raw_response_link(self, async_client: AsyncACME) -> None:
        response = await async_client.accounts.with_raw_response.link(
            "9b2f7c1e-0000-4000-8000-000000000000",
            account_ids=["182bd5e5-6e1a-4fe4-a799-aa6d9a6ab26e"],
        )
        assert response.http_response.status_code < 400
        assert_matches_type(AccountLinkResponse, await response.parse(), path=["response"])

    async def test_streaming_response_link(self, async_client: AsyncACME) -> None:
        async with async_client.accounts.with_streaming_response.link(
            "9b2f7c1e-0000-4000-8000-000000000000",
            account_ids=["182bd5e5-6e1a-4fe4-a799-aa6d9a6ab26e"],
        ) as response:
            assert not response.http_response.is_closed
            assert_matches_type(AccountLinkResponse, await response.parse(), path=["response"])
        assert response.http_response.is_closed

    async def test_path_params_link_account_id(self, async_client: AsyncACME) -> None:
        with pytest.raises(ValueError, match=re.escape("Expected a non-empty value for `account_id` but received ''")):
            await async_client.accounts.link("", account_ids=["182bd5e5-6e1a-4fe4-a799-aa6d9a6ab26e"])
