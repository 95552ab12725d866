# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

from __future__ import annotations

import re

import pytest

from honcho import AsyncHoncho, Honcho
from honcho.pagination import AsyncPage, SyncPage
from honcho.types.apps import User
from tests.utils import assert_matches_type


class TestUsers:
    def test_method_create(self, client: Honcho) -> None:
        user = client.apps.users.create("string", name="string")
        assert_matches_type(User, user, path=["response"])

    def test_method_create_with_all_params(self, client: Honcho) -> None:
        user = client.apps.users.create("string", name="string", metadata={})
        assert_matches_type(User, user, path=["response"])

    def test_raw_response_create(self, client: Honcho) -> None:
        response = client.apps.users.with_raw_response.create("string", name="string")
        assert response.http_response.status_code < 400
        assert_matches_type(User, response.parse(), path=["response"])

    def test_streaming_response_create(self, client: Honcho) -> None:
        with client.apps.users.with_streaming_response.create("string", name="string") as response:
            assert not response.http_response.is_closed
            assert_matches_type(User, response.parse(), path=["response"])
        assert response.http_response.is_closed

    def test_path_params_create_app_id(self, client: Honcho) -> None:
        with pytest.raises(ValueError, match=re.escape("Expected a non-empty value for `app_id` but received ''")):
            client.apps.users.create("", name="string")

    def test_method_get(self, client: Honcho) -> None:
        user = client.apps.users.get("string")
        assert_matches_type(User, user, path=["response"])

    def test_method_get_with_all_params(self, client: Honcho) -> None:
        user = client.apps.users.get("string", user_id="string")
        assert_matches_type(User, user, path=["response"])

    def test_raw_response_get(self, client: Honcho) -> None:
        response = client.apps.users.with_raw_response.get("string")
        assert response.http_response.status_code < 400
        assert_matches_type(User, response.parse(), path=["response"])

    def test_streaming_response_get(self, client: Honcho) -> None:
        with client.apps.users.with_streaming_response.get("string") as response:
            assert not response.http_response.is_closed
            assert_matches_type(User, response.parse(), path=["response"])
        assert response.http_response.is_closed

    def test_path_params_get_app_id(self, client: Honcho) -> None:
        with pytest.raises(ValueError, match=re.escape("Expected a non-empty value for `app_id` but received ''")):
            client.apps.users.get("")

    def test_method_get_by_name(self, client: Honcho) -> None:
        user = client.apps.users.get_by_name("string", app_id="string")
        assert_matches_type(User, user, path=["response"])

    def test_raw_response_get_by_name(self, client: Honcho) -> None:
        response = client.apps.users.with_raw_response.get_by_name("string", app_id="string")
        assert response.http_response.status_code < 400
        assert_matches_type(User, response.parse(), path=["response"])

    def test_streaming_response_get_by_name(self, client: Honcho) -> None:
        with client.apps.users.with_streaming_response.get_by_name("string", app_id="string") as response:
            assert not response.http_response.is_closed
            assert_matches_type(User, response.parse(), path=["response"])
        assert response.http_response.is_closed

    def test_path_params_get_by_name_name(self, client: Honcho) -> None:
        with pytest.raises(ValueError, match=re.escape("Expected a non-empty value for `name` but received ''")):
            client.apps.users.get_by_name("", app_id="string")

    def test_method_get_or_create(self, client: Honcho) -> None:
        user = client.apps.users.get_or_create("string", app_id="string")
        assert_matches_type(User, user, path=["response"])

    def test_raw_response_get_or_create(self, client: Honcho) -> None:
        response = client.apps.users.with_raw_response.get_or_create("string", app_id="string")
        assert response.http_response.status_code < 400
        assert_matches_type(User, response.parse(), path=["response"])

    def test_streaming_response_get_or_create(self, client: Honcho) -> None:
        with client.apps.users.with_streaming_response.get_or_create("string", app_id="string") as response:
            assert not response.http_response.is_closed
            assert_matches_type(User, response.parse(), path=["response"])
        assert response.http_response.is_closed

    def test_path_params_get_or_create_name(self, client: Honcho) -> None:
        with pytest.raises(ValueError, match=re.escape("Expected a non-empty value for `name` but received ''")):
            client.apps.users.get_or_create("", app_id="string")

    def test_method_update(self, client: Honcho) -> None:
        user = client.apps.users.update("string", app_id="string")
        assert_matches_type(User, user, path=["response"])

    def test_method_update_with_all_params(self, client: Honcho) -> None:
        user = client.apps.users.update("string", app_id="string", name="string", metadata={"foo": {}})
        assert_matches_type(User, user, path=["response"])

    def test_raw_response_update(self, client: Honcho) -> None:
        response = client.apps.users.with_raw_response.update("string", app_id="string")
        assert response.http_response.status_code < 400
        assert_matches_type(User, response.parse(), path=["response"])

    def test_streaming_response_update(self, client: Honcho) -> None:
        with client.apps.users.with_streaming_response.update("string", app_id="string") as response:
            assert not response.http_response.is_closed
            assert_matches_type(User, response.parse(), path=["response"])
        assert response.http_response.is_closed

    def test_path_params_update_user_id(self, client: Honcho) -> None:
        with pytest.raises(ValueError, match=re.escape("Expected a non-empty value for `user_id` but received ''")):
            client.apps.users.update("", app_id="string")

    def test_method_list(self, client: Honcho) -> None:
        page = client.apps.users.list("string")
        assert_matches_type(SyncPage[User], page, path=["response"])

    def test_method_list_with_all_params(self, client: Honcho) -> None:
        page = client.apps.users.list("string", reverse=False, page=1, size=50, filter={"foo": {}})
        assert_matches_type(SyncPage[User], page, path=["response"])

    def test_raw_response_list(self, client: Honcho) -> None:
        response = client.apps.users.with_raw_response.list("string")
        assert response.http_response.status_code < 400
        assert_matches_type(SyncPage[User], response.parse(), path=["response"])

    def test_streaming_response_list(self, client: Honcho) -> None:
        with client.apps.users.with_streaming_response.list("string") as response:
            assert not response.http_response.is_closed
            assert_matches_type(SyncPage[User], response.parse(), path=["response"])
        assert response.http_response.is_closed

    def test_path_params_list_app_id(self, client: Honcho) -> None:
        with pytest.raises(ValueError, match=re.escape("Expected a non-empty value for `app_id` but received ''")):
            client.apps.users.list("")


class TestAsyncUsers:
    async def test_method_create(self, async_client: AsyncHoncho) -> None:
        user = await async_client.apps.users.create("string", name="string")
        assert_matches_type(User, user, path=["response"])

    async def test_method_create_with_all_params(self, async_client: AsyncHoncho) -> None:
        user = await async_client.apps.users.create("string", name="string", metadata={})
        assert_matches_type(User, user, path=["response"])

    async def test_raw_response_create(self, async_client: AsyncHoncho) -> None:
        response = await async_client.apps.users.with_raw_response.create("string", name="string")
        assert response.http_response.status_code < 400
        assert_matches_type(User, await response.parse(), path=["response"])

    async def test_streaming_response_create(self, async_client: AsyncHoncho) -> None:
        async with async_client.apps.users.with_streaming_response.create("string", name="string") as response:
            assert not response.http_response.is_closed
            assert_matches_type(User, await response.parse(), path=["response"])
        assert response.http_response.is_closed

    async def test_path_params_create_app_id(self, async_client: AsyncHoncho) -> None:
        with pytest.raises(ValueError, match=re.escape("Expected a non-empty value for `app_id` but received ''")):
            await async_client.apps.users.create("", name="string")

    async def test_method_get(self, async_client: AsyncHoncho) -> None:
        user = await async_client.apps.users.get("string")
        assert_matches_type(User, user, path=["response"])

    async def test_method_get_with_all_params(self, async_client: AsyncHoncho) -> None:
        user = await async_client.apps.users.get("string", user_id="string")
        assert_matches_type(User, user, path=["response"])

    async def test_raw_response_get(self, async_client: AsyncHoncho) -> None:
        response = await async_client.apps.users.with_raw_response.get("string")
        assert response.http_response.status_code < 400
        assert_matches_type(User, await response.parse(), path=["response"])

    async def test_streaming_response_get(self, async_client: AsyncHoncho) -> None:
        async with async_client.apps.users.with_streaming_response.get("string") as response:
            assert not response.http_response.is_closed
            assert_matches_type(User, await response.parse(), path=["response"])
        assert response.http_response.is_closed

    async def test_path_params_get_app_id(self, async_client: AsyncHoncho) -> None:
        with pytest.raises(ValueError, match=re.escape("Expected a non-empty value for `app_id` but received ''")):
            await async_client.apps.users.get("")

    async def test_method_get_by_name(self, async_client: AsyncHoncho) -> None:
        user = await async_client.apps.users.get_by_name("string", app_id="string")
        assert_matches_type(User, user, path=["response"])

    async def test_raw_response_get_by_name(self, async_client: AsyncHoncho) -> None:
        response = await async_client.apps.users.with_raw_response.get_by_name("string", app_id="string")
        assert response.http_response.status_code < 400
        assert_matches_type(User, await response.parse(), path=["response"])

    async def test_streaming_response_get_by_name(self, async_client: AsyncHoncho) -> None:
        async with async_client.apps.users.with_streaming_response.get_by_name("string", app_id="string") as response:
            assert not response.http_response.is_closed
            assert_matches_type(User, await response.parse(), path=["response"])
        assert response.http_response.is_closed

    async def test_path_params_get_by_name_name(self, async_client: AsyncHoncho) -> None:
        with pytest.raises(ValueError, match=re.escape("Expected a non-empty value for `name` but received ''")):
            await async_client.apps.users.get_by_name("", app_id="string")

    async def test_method_get_or_create(self, async_client: AsyncHoncho) -> None:
        user = await async_client.apps.users.get_or_create("string", app_id="string")
        assert_matches_type(User, user, path=["response"])

    async def test_raw_response_get_or_create(self, async_client: AsyncHoncho) -> None:
        response = await async_client.apps.users.with_raw_response.get_or_create("string", app_id="string")
        assert response.http_response.status_code < 400
        assert_matches_type(User, await response.parse(), path=["response"])

    async def test_streaming_response_get_or_create(self, async_client: AsyncHoncho) -> None:
        async with async_client.apps.users.with_streaming_response.get_or_create("string", app_id="string") as response:
            assert not response.http_response.is_closed
            assert_matches_type(User, await response.parse(), path=["response"])
        assert response.http_response.is_closed

    async def test_path_params_get_or_create_name(self, async_client: AsyncHoncho) -> None:
        with pytest.raises(ValueError, match=re.escape("Expected a non-empty value for `name` but received ''")):
            await async_client.apps.users.get_or_create("", app_id="string")

    async def test_method_update(self, async_client: AsyncHoncho) -> None:
        user = await async_client.apps.users.update("string", app_id="string")
        assert_matches_type(User, user, path=["response"])

    async def test_method_update_with_all_params(self, async_client: AsyncHoncho) -> None:
        user = await async_client.apps.users.update("string", app_id="string", name="string", metadata={"foo": {}})
        assert_matches_type(User, user, path=["response"])

    async def test_raw_response_update(self, async_client: AsyncHoncho) -> None:
        response = await async_client.apps.users.with_raw_response.update("string", app_id="string")
        assert response.http_response.status_code < 400
        assert_matches_type(User, await response.parse(), path=["response"])

    async def test_streaming_response_update(self, async_client: AsyncHoncho) -> None:
        async with async_client.apps.users.with_streaming_response.update("string", app_id="string") as response:
            assert not response.http_response.is_closed
            assert_matches_type(User, await response.parse(), path=["response"])
        assert response.http_response.is_closed

    async def test_path_params_update_user_id(self, async_client: AsyncHoncho) -> None:
        with pytest.raises(ValueError, match=re.escape("Expected a non-empty value for `user_id` but received ''")):
            await async_client.apps.users.update("", app_id="string")

    async def test_method_list(self, async_client: AsyncHoncho) -> None:
        page = await async_client.apps.users.list("string")
        assert_matches_type(AsyncPage[User], page, path=["response"])

    async def test_method_list_with_all_params(self, async_client: AsyncHoncho) -> None:
        page = await async_client.apps.users.list("string", reverse=False, page=1, size=50, filter={"foo": {}})
        assert_matches_type(AsyncPage[User], page, path=["response"])

    async def test_raw_response_list(self, async_client: AsyncHoncho) -> None:
        response = await async_client.apps.users.with_raw_response.list("string")
        assert response.http_response.status_code < 400
        assert_matches_type(AsyncPage[User], await response.parse(), path=["response"])

    async def test_streaming_response_list(self, async_client: AsyncHoncho) -> None:
        async with async_client.apps.users.with_streaming_response.list("string") as response:
            assert not response.http_response.is_closed
            assert_matches_type(AsyncPage[User], await response.parse(), path=["response"])
        assert response.http_response.is_closed

    async def test_path_params_list_app_id(self, async_client: AsyncHoncho) -> None:
        with pytest.raises(ValueError, match=re.escape("Expected a non-empty value for `app_id` but received ''")):
            await async_client.apps.users.list("")
