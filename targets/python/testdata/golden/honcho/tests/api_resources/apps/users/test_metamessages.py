# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

from __future__ import annotations

import re

import pytest

from honcho import AsyncHoncho, Honcho
from honcho.pagination import AsyncPage, SyncPage
from honcho.types.apps.users import Metamessage
from tests.utils import assert_matches_type


class TestMetamessages:
    def test_method_list(self, client: Honcho) -> None:
        page = client.apps.users.metamessages.list("string", app_id="string")
        assert_matches_type(SyncPage[Metamessage], page, path=["response"])

    def test_method_list_with_all_params(self, client: Honcho) -> None:
        page = client.apps.users.metamessages.list(
            "string",
            app_id="string",
            reverse=False,
            page=1,
            size=50,
            metamessage_type="string",
            session_id="string",
            message_id="string",
            filter={"foo": {}},
        )
        assert_matches_type(SyncPage[Metamessage], page, path=["response"])

    def test_raw_response_list(self, client: Honcho) -> None:
        response = client.apps.users.metamessages.with_raw_response.list("string", app_id="string")
        assert response.http_response.status_code < 400
        assert_matches_type(SyncPage[Metamessage], response.parse(), path=["response"])

    def test_streaming_response_list(self, client: Honcho) -> None:
        with client.apps.users.metamessages.with_streaming_response.list("string", app_id="string") as response:
            assert not response.http_response.is_closed
            assert_matches_type(SyncPage[Metamessage], response.parse(), path=["response"])
        assert response.http_response.is_closed

    def test_path_params_list_user_id(self, client: Honcho) -> None:
        with pytest.raises(ValueError, match=re.escape("Expected a non-empty value for `user_id` but received ''")):
            client.apps.users.metamessages.list("", app_id="string")

    def test_method_create(self, client: Honcho) -> None:
        metamessage = client.apps.users.metamessages.create(
            "string",
            app_id="string",
            metamessage_type="string",
            content="string",
        )
        assert_matches_type(Metamessage, metamessage, path=["response"])

    def test_method_create_with_all_params(self, client: Honcho) -> None:
        metamessage = client.apps.users.metamessages.create(
            "string",
            app_id="string",
            metamessage_type="string",
            content="string",
            session_id="string",
            message_id="string",
            metadata={},
        )
        assert_matches_type(Metamessage, metamessage, path=["response"])

    def test_raw_response_create(self, client: Honcho) -> None:
        response = client.apps.users.metamessages.with_raw_response.create(
            "string",
            app_id="string",
            metamessage_type="string",
            content="string",
        )
        assert response.http_response.status_code < 400
        assert_matches_type(Metamessage, response.parse(), path=["response"])

    def test_streaming_response_create(self, client: Honcho) -> None:
        with client.apps.users.metamessages.with_streaming_response.create(
            "string",
            app_id="string",
            metamessage_type="string",
            content="string",
        ) as response:
            assert not response.http_response.is_closed
            assert_matches_type(Metamessage, response.parse(), path=["response"])
        assert response.http_response.is_closed

    def test_path_params_create_user_id(self, client: Honcho) -> None:
        with pytest.raises(ValueError, match=re.escape("Expected a non-empty value for `user_id` but received ''")):
            client.apps.users.metamessages.create("", app_id="string", metamessage_type="string", content="string")

    def test_method_get(self, client: Honcho) -> None:
        metamessage = client.apps.users.metamessages.get("string", app_id="string", user_id="string")
        assert_matches_type(Metamessage, metamessage, path=["response"])

    def test_raw_response_get(self, client: Honcho) -> None:
        response = client.apps.users.metamessages.with_raw_response.get("string", app_id="string", user_id="string")
        assert response.http_response.status_code < 400
        assert_matches_type(Metamessage, response.parse(), path=["response"])

    def test_streaming_response_get(self, client: Honcho) -> None:
        with client.apps.users.metamessages.with_streaming_response.get(
            "string",
            app_id="string",
            user_id="string",
        ) as response:
            assert not response.http_response.is_closed
            assert_matches_type(Metamessage, response.parse(), path=["response"])
        assert response.http_response.is_closed

    def test_path_params_get_metamessage_id(self, client: Honcho) -> None:
        with pytest.raises(
            ValueError,
            match=re.escape("Expected a non-empty value for `metamessage_id` but received ''"),
        ):
            client.apps.users.metamessages.get("", app_id="string", user_id="string")

    def test_method_update(self, client: Honcho) -> None:
        metamessage = client.apps.users.metamessages.update("string", app_id="string", user_id="string")
        assert_matches_type(Metamessage, metamessage, path=["response"])

    def test_method_update_with_all_params(self, client: Honcho) -> None:
        metamessage = client.apps.users.metamessages.update(
            "string",
            app_id="string",
            user_id="string",
            session_id="string",
            message_id="string",
            metamessage_type="string",
            metadata={"foo": {}},
        )
        assert_matches_type(Metamessage, metamessage, path=["response"])

    def test_raw_response_update(self, client: Honcho) -> None:
        response = client.apps.users.metamessages.with_raw_response.update("string", app_id="string", user_id="string")
        assert response.http_response.status_code < 400
        assert_matches_type(Metamessage, response.parse(), path=["response"])

    def test_streaming_response_update(self, client: Honcho) -> None:
        with client.apps.users.metamessages.with_streaming_response.update(
            "string",
            app_id="string",
            user_id="string",
        ) as response:
            assert not response.http_response.is_closed
            assert_matches_type(Metamessage, response.parse(), path=["response"])
        assert response.http_response.is_closed

    def test_path_params_update_metamessage_id(self, client: Honcho) -> None:
        with pytest.raises(
            ValueError,
            match=re.escape("Expected a non-empty value for `metamessage_id` but received ''"),
        ):
            client.apps.users.metamessages.update("", app_id="string", user_id="string")


class TestAsyncMetamessages:
    async def test_method_list(self, async_client: AsyncHoncho) -> None:
        page = await async_client.apps.users.metamessages.list("string", app_id="string")
        assert_matches_type(AsyncPage[Metamessage], page, path=["response"])

    async def test_method_list_with_all_params(self, async_client: AsyncHoncho) -> None:
        page = await async_client.apps.users.metamessages.list(
            "string",
            app_id="string",
            reverse=False,
            page=1,
            size=50,
            metamessage_type="string",
            session_id="string",
            message_id="string",
            filter={"foo": {}},
        )
        assert_matches_type(AsyncPage[Metamessage], page, path=["response"])

    async def test_raw_response_list(self, async_client: AsyncHoncho) -> None:
        response = await async_client.apps.users.metamessages.with_raw_response.list("string", app_id="string")
        assert response.http_response.status_code < 400
        assert_matches_type(AsyncPage[Metamessage], await response.parse(), path=["response"])

    async def test_streaming_response_list(self, async_client: AsyncHoncho) -> None:
        async with async_client.apps.users.metamessages.with_streaming_response.list(
            "string",
            app_id="string",
        ) as response:
            assert not response.http_response.is_closed
            assert_matches_type(AsyncPage[Metamessage], await response.parse(), path=["response"])
        assert response.http_response.is_closed

    async def test_path_params_list_user_id(self, async_client: AsyncHoncho) -> None:
        with pytest.raises(ValueError, match=re.escape("Expected a non-empty value for `user_id` but received ''")):
            await async_client.apps.users.metamessages.list("", app_id="string")

    async def test_method_create(self, async_client: AsyncHoncho) -> None:
        metamessage = await async_client.apps.users.metamessages.create(
            "string",
            app_id="string",
            metamessage_type="string",
            content="string",
        )
        assert_matches_type(Metamessage, metamessage, path=["response"])

    async def test_method_create_with_all_params(self, async_client: AsyncHoncho) -> None:
        metamessage = await async_client.apps.users.metamessages.create(
            "string",
            app_id="string",
            metamessage_type="string",
            content="string",
            session_id="string",
            message_id="string",
            metadata={},
        )
        assert_matches_type(Metamessage, metamessage, path=["response"])

    async def test_raw_response_create(self, async_client: AsyncHoncho) -> None:
        response = await async_client.apps.users.metamessages.with_raw_response.create(
            "string",
            app_id="string",
            metamessage_type="string",
            content="string",
        )
        assert response.http_response.status_code < 400
        assert_matches_type(Metamessage, await response.parse(), path=["response"])

    async def test_streaming_response_create(self, async_client: AsyncHoncho) -> None:
        async with async_client.apps.users.metamessages.with_streaming_response.create(
            "string",
            app_id="string",
            metamessage_type="string",
            content="string",
        ) as response:
            assert not response.http_response.is_closed
            assert_matches_type(Metamessage, await response.parse(), path=["response"])
        assert response.http_response.is_closed

    async def test_path_params_create_user_id(self, async_client: AsyncHoncho) -> None:
        with pytest.raises(ValueError, match=re.escape("Expected a non-empty value for `user_id` but received ''")):
            await async_client.apps.users.metamessages.create(
                "",
                app_id="string",
                metamessage_type="string",
                content="string",
            )

    async def test_method_get(self, async_client: AsyncHoncho) -> None:
        metamessage = await async_client.apps.users.metamessages.get("string", app_id="string", user_id="string")
        assert_matches_type(Metamessage, metamessage, path=["response"])

    async def test_raw_response_get(self, async_client: AsyncHoncho) -> None:
        response = await async_client.apps.users.metamessages.with_raw_response.get(
            "string",
            app_id="string",
            user_id="string",
        )
        assert response.http_response.status_code < 400
        assert_matches_type(Metamessage, await response.parse(), path=["response"])

    async def test_streaming_response_get(self, async_client: AsyncHoncho) -> None:
        async with async_client.apps.users.metamessages.with_streaming_response.get(
            "string",
            app_id="string",
            user_id="string",
        ) as response:
            assert not response.http_response.is_closed
            assert_matches_type(Metamessage, await response.parse(), path=["response"])
        assert response.http_response.is_closed

    async def test_path_params_get_metamessage_id(self, async_client: AsyncHoncho) -> None:
        with pytest.raises(
            ValueError,
            match=re.escape("Expected a non-empty value for `metamessage_id` but received ''"),
        ):
            await async_client.apps.users.metamessages.get("", app_id="string", user_id="string")

    async def test_method_update(self, async_client: AsyncHoncho) -> None:
        metamessage = await async_client.apps.users.metamessages.update("string", app_id="string", user_id="string")
        assert_matches_type(Metamessage, metamessage, path=["response"])

    async def test_method_update_with_all_params(self, async_client: AsyncHoncho) -> None:
        metamessage = await async_client.apps.users.metamessages.update(
            "string",
            app_id="string",
            user_id="string",
            session_id="string",
            message_id="string",
            metamessage_type="string",
            metadata={"foo": {}},
        )
        assert_matches_type(Metamessage, metamessage, path=["response"])

    async def test_raw_response_update(self, async_client: AsyncHoncho) -> None:
        response = await async_client.apps.users.metamessages.with_raw_response.update(
            "string",
            app_id="string",
            user_id="string",
        )
        assert response.http_response.status_code < 400
        assert_matches_type(Metamessage, await response.parse(), path=["response"])

    async def test_streaming_response_update(self, async_client: AsyncHoncho) -> None:
        async with async_client.apps.users.metamessages.with_streaming_response.update(
            "string",
            app_id="string",
            user_id="string",
        ) as response:
            assert not response.http_response.is_closed
            assert_matches_type(Metamessage, await response.parse(), path=["response"])
        assert response.http_response.is_closed

    async def test_path_params_update_metamessage_id(self, async_client: AsyncHoncho) -> None:
        with pytest.raises(
            ValueError,
            match=re.escape("Expected a non-empty value for `metamessage_id` but received ''"),
        ):
            await async_client.apps.users.metamessages.update("", app_id="string", user_id="string")
