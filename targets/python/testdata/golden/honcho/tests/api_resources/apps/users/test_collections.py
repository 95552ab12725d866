# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

from __future__ import annotations

import re

import pytest

from honcho import AsyncHoncho, Honcho
from honcho.pagination import AsyncPage, SyncPage
from honcho.types.apps.users import Collection, CollectionDeleteResponse
from tests.utils import assert_matches_type


class TestCollections:
    def test_method_list(self, client: Honcho) -> None:
        page = client.apps.users.collections.list("string", app_id="string")
        assert_matches_type(SyncPage[Collection], page, path=["response"])

    def test_method_list_with_all_params(self, client: Honcho) -> None:
        page = client.apps.users.collections.list(
            "string",
            app_id="string",
            reverse=False,
            page=1,
            size=50,
            filter={"foo": {}},
        )
        assert_matches_type(SyncPage[Collection], page, path=["response"])

    def test_raw_response_list(self, client: Honcho) -> None:
        response = client.apps.users.collections.with_raw_response.list("string", app_id="string")
        assert response.http_response.status_code < 400
        assert_matches_type(SyncPage[Collection], response.parse(), path=["response"])

    def test_streaming_response_list(self, client: Honcho) -> None:
        with client.apps.users.collections.with_streaming_response.list("string", app_id="string") as response:
            assert not response.http_response.is_closed
            assert_matches_type(SyncPage[Collection], response.parse(), path=["response"])
        assert response.http_response.is_closed

    def test_path_params_list_user_id(self, client: Honcho) -> None:
        with pytest.raises(ValueError, match=re.escape("Expected a non-empty value for `user_id` but received ''")):
            client.apps.users.collections.list("", app_id="string")

    def test_method_create(self, client: Honcho) -> None:
        collection = client.apps.users.collections.create("string", app_id="string", name="string")
        assert_matches_type(Collection, collection, path=["response"])

    def test_method_create_with_all_params(self, client: Honcho) -> None:
        collection = client.apps.users.collections.create("string", app_id="string", name="string", metadata={})
        assert_matches_type(Collection, collection, path=["response"])

    def test_raw_response_create(self, client: Honcho) -> None:
        response = client.apps.users.collections.with_raw_response.create("string", app_id="string", name="string")
        assert response.http_response.status_code < 400
        assert_matches_type(Collection, response.parse(), path=["response"])

    def test_streaming_response_create(self, client: Honcho) -> None:
        with client.apps.users.collections.with_streaming_response.create(
            "string",
            app_id="string",
            name="string",
        ) as response:
            assert not response.http_response.is_closed
            assert_matches_type(Collection, response.parse(), path=["response"])
        assert response.http_response.is_closed

    def test_path_params_create_user_id(self, client: Honcho) -> None:
        with pytest.raises(ValueError, match=re.escape("Expected a non-empty value for `user_id` but received ''")):
            client.apps.users.collections.create("", app_id="string", name="string")

    def test_method_get_by_name(self, client: Honcho) -> None:
        collection = client.apps.users.collections.get_by_name("string", app_id="string", user_id="string")
        assert_matches_type(Collection, collection, path=["response"])

    def test_raw_response_get_by_name(self, client: Honcho) -> None:
        response = client.apps.users.collections.with_raw_response.get_by_name(
            "string",
            app_id="string",
            user_id="string",
        )
        assert response.http_response.status_code < 400
        assert_matches_type(Collection, response.parse(), path=["response"])

    def test_streaming_response_get_by_name(self, client: Honcho) -> None:
        with client.apps.users.collections.with_streaming_response.get_by_name(
            "string",
            app_id="string",
            user_id="string",
        ) as response:
            assert not response.http_response.is_closed
            assert_matches_type(Collection, response.parse(), path=["response"])
        assert response.http_response.is_closed

    def test_path_params_get_by_name_name(self, client: Honcho) -> None:
        with pytest.raises(ValueError, match=re.escape("Expected a non-empty value for `name` but received ''")):
            client.apps.users.collections.get_by_name("", app_id="string", user_id="string")

    def test_method_update(self, client: Honcho) -> None:
        collection = client.apps.users.collections.update("string", app_id="string", user_id="string")
        assert_matches_type(Collection, collection, path=["response"])

    def test_method_update_with_all_params(self, client: Honcho) -> None:
        collection = client.apps.users.collections.update(
            "string",
            app_id="string",
            user_id="string",
            name="string",
            metadata={"foo": {}},
        )
        assert_matches_type(Collection, collection, path=["response"])

    def test_raw_response_update(self, client: Honcho) -> None:
        response = client.apps.users.collections.with_raw_response.update("string", app_id="string", user_id="string")
        assert response.http_response.status_code < 400
        assert_matches_type(Collection, response.parse(), path=["response"])

    def test_streaming_response_update(self, client: Honcho) -> None:
        with client.apps.users.collections.with_streaming_response.update(
            "string",
            app_id="string",
            user_id="string",
        ) as response:
            assert not response.http_response.is_closed
            assert_matches_type(Collection, response.parse(), path=["response"])
        assert response.http_response.is_closed

    def test_path_params_update_collection_id(self, client: Honcho) -> None:
        with pytest.raises(
            ValueError,
            match=re.escape("Expected a non-empty value for `collection_id` but received ''"),
        ):
            client.apps.users.collections.update("", app_id="string", user_id="string")

    def test_method_delete(self, client: Honcho) -> None:
        result = client.apps.users.collections.delete("string", app_id="string", user_id="string")
        assert_matches_type(CollectionDeleteResponse, result, path=["response"])

    def test_raw_response_delete(self, client: Honcho) -> None:
        response = client.apps.users.collections.with_raw_response.delete("string", app_id="string", user_id="string")
        assert response.http_response.status_code < 400
        assert_matches_type(CollectionDeleteResponse, response.parse(), path=["response"])

    def test_streaming_response_delete(self, client: Honcho) -> None:
        with client.apps.users.collections.with_streaming_response.delete(
            "string",
            app_id="string",
            user_id="string",
        ) as response:
            assert not response.http_response.is_closed
            assert_matches_type(CollectionDeleteResponse, response.parse(), path=["response"])
        assert response.http_response.is_closed

    def test_path_params_delete_collection_id(self, client: Honcho) -> None:
        with pytest.raises(
            ValueError,
            match=re.escape("Expected a non-empty value for `collection_id` but received ''"),
        ):
            client.apps.users.collections.delete("", app_id="string", user_id="string")

    def test_method_get(self, client: Honcho) -> None:
        collection = client.apps.users.collections.get("string", app_id="string")
        assert_matches_type(Collection, collection, path=["response"])

    def test_method_get_with_all_params(self, client: Honcho) -> None:
        collection = client.apps.users.collections.get("string", app_id="string", collection_id="string")
        assert_matches_type(Collection, collection, path=["response"])

    def test_raw_response_get(self, client: Honcho) -> None:
        response = client.apps.users.collections.with_raw_response.get("string", app_id="string")
        assert response.http_response.status_code < 400
        assert_matches_type(Collection, response.parse(), path=["response"])

    def test_streaming_response_get(self, client: Honcho) -> None:
        with client.apps.users.collections.with_streaming_response.get("string", app_id="string") as response:
            assert not response.http_response.is_closed
            assert_matches_type(Collection, response.parse(), path=["response"])
        assert response.http_response.is_closed

    def test_path_params_get_user_id(self, client: Honcho) -> None:
        with pytest.raises(ValueError, match=re.escape("Expected a non-empty value for `user_id` but received ''")):
            client.apps.users.collections.get("", app_id="string")


class TestAsyncCollections:
    async def test_method_list(self, async_client: AsyncHoncho) -> None:
        page = await async_client.apps.users.collections.list("string", app_id="string")
        assert_matches_type(AsyncPage[Collection], page, path=["response"])

    async def test_method_list_with_all_params(self, async_client: AsyncHoncho) -> None:
        page = await async_client.apps.users.collections.list(
            "string",
            app_id="string",
            reverse=False,
            page=1,
            size=50,
            filter={"foo": {}},
        )
        assert_matches_type(AsyncPage[Collection], page, path=["response"])

    async def test_raw_response_list(self, async_client: AsyncHoncho) -> None:
        response = await async_client.apps.users.collections.with_raw_response.list("string", app_id="string")
        assert response.http_response.status_code < 400
        assert_matches_type(AsyncPage[Collection], await response.parse(), path=["response"])

    async def test_streaming_response_list(self, async_client: AsyncHoncho) -> None:
        async with async_client.apps.users.collections.with_streaming_response.list(
            "string",
            app_id="string",
        ) as response:
            assert not response.http_response.is_closed
            assert_matches_type(AsyncPage[Collection], await response.parse(), path=["response"])
        assert response.http_response.is_closed

    async def test_path_params_list_user_id(self, async_client: AsyncHoncho) -> None:
        with pytest.raises(ValueError, match=re.escape("Expected a non-empty value for `user_id` but received ''")):
            await async_client.apps.users.collections.list("", app_id="string")

    async def test_method_create(self, async_client: AsyncHoncho) -> None:
        collection = await async_client.apps.users.collections.create("string", app_id="string", name="string")
        assert_matches_type(Collection, collection, path=["response"])

    async def test_method_create_with_all_params(self, async_client: AsyncHoncho) -> None:
        collection = await async_client.apps.users.collections.create(
            "string",
            app_id="string",
            name="string",
            metadata={},
        )
        assert_matches_type(Collection, collection, path=["response"])

    async def test_raw_response_create(self, async_client: AsyncHoncho) -> None:
        response = await async_client.apps.users.collections.with_raw_response.create(
            "string",
            app_id="string",
            name="string",
        )
        assert response.http_response.status_code < 400
        assert_matches_type(Collection, await response.parse(), path=["response"])

    async def test_streaming_response_create(self, async_client: AsyncHoncho) -> None:
        async with async_client.apps.users.collections.with_streaming_response.create(
            "string",
            app_id="string",
            name="string",
        ) as response:
            assert not response.http_response.is_closed
            assert_matches_type(Collection, await response.parse(), path=["response"])
        assert response.http_response.is_closed

    async def test_path_params_create_user_id(self, async_client: AsyncHoncho) -> None:
        with pytest.raises(ValueError, match=re.escape("Expected a non-empty value for `user_id` but received ''")):
            await async_client.apps.users.collections.create("", app_id="string", name="string")

    async def test_method_get_by_name(self, async_client: AsyncHoncho) -> None:
        collection = await async_client.apps.users.collections.get_by_name("string", app_id="string", user_id="string")
        assert_matches_type(Collection, collection, path=["response"])

    async def test_raw_response_get_by_name(self, async_client: AsyncHoncho) -> None:
        response = await async_client.apps.users.collections.with_raw_response.get_by_name(
            "string",
            app_id="string",
            user_id="string",
        )
        assert response.http_response.status_code < 400
        assert_matches_type(Collection, await response.parse(), path=["response"])

    async def test_streaming_response_get_by_name(self, async_client: AsyncHoncho) -> None:
        async with async_client.apps.users.collections.with_streaming_response.get_by_name(
            "string",
            app_id="string",
            user_id="string",
        ) as response:
            assert not response.http_response.is_closed
            assert_matches_type(Collection, await response.parse(), path=["response"])
        assert response.http_response.is_closed

    async def test_path_params_get_by_name_name(self, async_client: AsyncHoncho) -> None:
        with pytest.raises(ValueError, match=re.escape("Expected a non-empty value for `name` but received ''")):
            await async_client.apps.users.collections.get_by_name("", app_id="string", user_id="string")

    async def test_method_update(self, async_client: AsyncHoncho) -> None:
        collection = await async_client.apps.users.collections.update("string", app_id="string", user_id="string")
        assert_matches_type(Collection, collection, path=["response"])

    async def test_method_update_with_all_params(self, async_client: AsyncHoncho) -> None:
        collection = await async_client.apps.users.collections.update(
            "string",
            app_id="string",
            user_id="string",
            name="string",
            metadata={"foo": {}},
        )
        assert_matches_type(Collection, collection, path=["response"])

    async def test_raw_response_update(self, async_client: AsyncHoncho) -> None:
        response = await async_client.apps.users.collections.with_raw_response.update(
            "string",
            app_id="string",
            user_id="string",
        )
        assert response.http_response.status_code < 400
        assert_matches_type(Collection, await response.parse(), path=["response"])

    async def test_streaming_response_update(self, async_client: AsyncHoncho) -> None:
        async with async_client.apps.users.collections.with_streaming_response.update(
            "string",
            app_id="string",
            user_id="string",
        ) as response:
            assert not response.http_response.is_closed
            assert_matches_type(Collection, await response.parse(), path=["response"])
        assert response.http_response.is_closed

    async def test_path_params_update_collection_id(self, async_client: AsyncHoncho) -> None:
        with pytest.raises(
            ValueError,
            match=re.escape("Expected a non-empty value for `collection_id` but received ''"),
        ):
            await async_client.apps.users.collections.update("", app_id="string", user_id="string")

    async def test_method_delete(self, async_client: AsyncHoncho) -> None:
        result = await async_client.apps.users.collections.delete("string", app_id="string", user_id="string")
        assert_matches_type(CollectionDeleteResponse, result, path=["response"])

    async def test_raw_response_delete(self, async_client: AsyncHoncho) -> None:
        response = await async_client.apps.users.collections.with_raw_response.delete(
            "string",
            app_id="string",
            user_id="string",
        )
        assert response.http_response.status_code < 400
        assert_matches_type(CollectionDeleteResponse, await response.parse(), path=["response"])

    async def test_streaming_response_delete(self, async_client: AsyncHoncho) -> None:
        async with async_client.apps.users.collections.with_streaming_response.delete(
            "string",
            app_id="string",
            user_id="string",
        ) as response:
            assert not response.http_response.is_closed
            assert_matches_type(CollectionDeleteResponse, await response.parse(), path=["response"])
        assert response.http_response.is_closed

    async def test_path_params_delete_collection_id(self, async_client: AsyncHoncho) -> None:
        with pytest.raises(
            ValueError,
            match=re.escape("Expected a non-empty value for `collection_id` but received ''"),
        ):
            await async_client.apps.users.collections.delete("", app_id="string", user_id="string")

    async def test_method_get(self, async_client: AsyncHoncho) -> None:
        collection = await async_client.apps.users.collections.get("string", app_id="string")
        assert_matches_type(Collection, collection, path=["response"])

    async def test_method_get_with_all_params(self, async_client: AsyncHoncho) -> None:
        collection = await async_client.apps.users.collections.get("string", app_id="string", collection_id="string")
        assert_matches_type(Collection, collection, path=["response"])

    async def test_raw_response_get(self, async_client: AsyncHoncho) -> None:
        response = await async_client.apps.users.collections.with_raw_response.get("string", app_id="string")
        assert response.http_response.status_code < 400
        assert_matches_type(Collection, await response.parse(), path=["response"])

    async def test_streaming_response_get(self, async_client: AsyncHoncho) -> None:
        async with async_client.apps.users.collections.with_streaming_response.get(
            "string",
            app_id="string",
        ) as response:
            assert not response.http_response.is_closed
            assert_matches_type(Collection, await response.parse(), path=["response"])
        assert response.http_response.is_closed

    async def test_path_params_get_user_id(self, async_client: AsyncHoncho) -> None:
        with pytest.raises(ValueError, match=re.escape("Expected a non-empty value for `user_id` but received ''")):
            await async_client.apps.users.collections.get("", app_id="string")
