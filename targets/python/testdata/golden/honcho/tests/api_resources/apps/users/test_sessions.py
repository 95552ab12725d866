# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

from __future__ import annotations

import re

import pytest

from honcho import AsyncHoncho, Honcho
from honcho.pagination import AsyncPage, SyncPage
from honcho.types.apps.users import DialecticResponse, Session, SessionDeleteResponse
from tests.utils import assert_matches_type


class TestSessions:
    def test_method_list(self, client: Honcho) -> None:
        page = client.apps.users.sessions.list("string", app_id="string")
        assert_matches_type(SyncPage[Session], page, path=["response"])

    def test_method_list_with_all_params(self, client: Honcho) -> None:
        page = client.apps.users.sessions.list(
            "string",
            app_id="string",
            reverse=False,
            page=1,
            size=50,
            filter={"foo": {}},
            is_active=False,
        )
        assert_matches_type(SyncPage[Session], page, path=["response"])

    def test_raw_response_list(self, client: Honcho) -> None:
        response = client.apps.users.sessions.with_raw_response.list("string", app_id="string")
        assert response.http_response.status_code < 400
        assert_matches_type(SyncPage[Session], response.parse(), path=["response"])

    def test_streaming_response_list(self, client: Honcho) -> None:
        with client.apps.users.sessions.with_streaming_response.list("string", app_id="string") as response:
            assert not response.http_response.is_closed
            assert_matches_type(SyncPage[Session], response.parse(), path=["response"])
        assert response.http_response.is_closed

    def test_path_params_list_user_id(self, client: Honcho) -> None:
        with pytest.raises(ValueError, match=re.escape("Expected a non-empty value for `user_id` but received ''")):
            client.apps.users.sessions.list("", app_id="string")

    def test_method_create(self, client: Honcho) -> None:
        session = client.apps.users.sessions.create("string", app_id="string")
        assert_matches_type(Session, session, path=["response"])

    def test_method_create_with_all_params(self, client: Honcho) -> None:
        session = client.apps.users.sessions.create("string", app_id="string", metadata={})
        assert_matches_type(Session, session, path=["response"])

    def test_raw_response_create(self, client: Honcho) -> None:
        response = client.apps.users.sessions.with_raw_response.create("string", app_id="string")
        assert response.http_response.status_code < 400
        assert_matches_type(Session, response.parse(), path=["response"])

    def test_streaming_response_create(self, client: Honcho) -> None:
        with client.apps.users.sessions.with_streaming_response.create("string", app_id="string") as response:
            assert not response.http_response.is_closed
            assert_matches_type(Session, response.parse(), path=["response"])
        assert response.http_response.is_closed

    def test_path_params_create_user_id(self, client: Honcho) -> None:
        with pytest.raises(ValueError, match=re.escape("Expected a non-empty value for `user_id` but received ''")):
            client.apps.users.sessions.create("", app_id="string")

    def test_method_update(self, client: Honcho) -> None:
        session = client.apps.users.sessions.update("string", app_id="string", user_id="string", metadata={"foo": {}})
        assert_matches_type(Session, session, path=["response"])

    def test_raw_response_update(self, client: Honcho) -> None:
        response = client.apps.users.sessions.with_raw_response.update(
            "string",
            app_id="string",
            user_id="string",
            metadata={"foo": {}},
        )
        assert response.http_response.status_code < 400
        assert_matches_type(Session, response.parse(), path=["response"])

    def test_streaming_response_update(self, client: Honcho) -> None:
        with client.apps.users.sessions.with_streaming_response.update(
            "string",
            app_id="string",
            user_id="string",
            metadata={"foo": {}},
        ) as response:
            assert not response.http_response.is_closed
            assert_matches_type(Session, response.parse(), path=["response"])
        assert response.http_response.is_closed

    def test_path_params_update_session_id(self, client: Honcho) -> None:
        with pytest.raises(ValueError, match=re.escape("Expected a non-empty value for `session_id` but received ''")):
            client.apps.users.sessions.update("", app_id="string", user_id="string", metadata={"foo": {}})

    def test_method_delete(self, client: Honcho) -> None:
        result = client.apps.users.sessions.delete("string", app_id="string", user_id="string")
        assert_matches_type(SessionDeleteResponse, result, path=["response"])

    def test_raw_response_delete(self, client: Honcho) -> None:
        response = client.apps.users.sessions.with_raw_response.delete("string", app_id="string", user_id="string")
        assert response.http_response.status_code < 400
        assert_matches_type(SessionDeleteResponse, response.parse(), path=["response"])

    def test_streaming_response_delete(self, client: Honcho) -> None:
        with client.apps.users.sessions.with_streaming_response.delete(
            "string",
            app_id="string",
            user_id="string",
        ) as response:
            assert not response.http_response.is_closed
            assert_matches_type(SessionDeleteResponse, response.parse(), path=["response"])
        assert response.http_response.is_closed

    def test_path_params_delete_session_id(self, client: Honcho) -> None:
        with pytest.raises(ValueError, match=re.escape("Expected a non-empty value for `session_id` but received ''")):
            client.apps.users.sessions.delete("", app_id="string", user_id="string")

    def test_method_get(self, client: Honcho) -> None:
        session = client.apps.users.sessions.get("string", app_id="string")
        assert_matches_type(Session, session, path=["response"])

    def test_method_get_with_all_params(self, client: Honcho) -> None:
        session = client.apps.users.sessions.get("string", app_id="string", session_id="string")
        assert_matches_type(Session, session, path=["response"])

    def test_raw_response_get(self, client: Honcho) -> None:
        response = client.apps.users.sessions.with_raw_response.get("string", app_id="string")
        assert response.http_response.status_code < 400
        assert_matches_type(Session, response.parse(), path=["response"])

    def test_streaming_response_get(self, client: Honcho) -> None:
        with client.apps.users.sessions.with_streaming_response.get("string", app_id="string") as response:
            assert not response.http_response.is_closed
            assert_matches_type(Session, response.parse(), path=["response"])
        assert response.http_response.is_closed

    def test_path_params_get_user_id(self, client: Honcho) -> None:
        with pytest.raises(ValueError, match=re.escape("Expected a non-empty value for `user_id` but received ''")):
            client.apps.users.sessions.get("", app_id="string")

    def test_method_chat(self, client: Honcho) -> None:
        dialectic_response = client.apps.users.sessions.chat(
            "string",
            app_id="string",
            user_id="string",
            queries="string",
        )
        assert_matches_type(DialecticResponse, dialectic_response, path=["response"])

    def test_method_chat_with_all_params(self, client: Honcho) -> None:
        dialectic_response = client.apps.users.sessions.chat(
            "string",
            app_id="string",
            user_id="string",
            queries="string",
            stream=False,
        )
        assert_matches_type(DialecticResponse, dialectic_response, path=["response"])

    def test_raw_response_chat(self, client: Honcho) -> None:
        response = client.apps.users.sessions.with_raw_response.chat(
            "string",
            app_id="string",
            user_id="string",
            queries="string",
        )
        assert response.http_response.status_code < 400
        assert_matches_type(DialecticResponse, response.parse(), path=["response"])

    def test_streaming_response_chat(self, client: Honcho) -> None:
        with client.apps.users.sessions.with_streaming_response.chat(
            "string",
            app_id="string",
            user_id="string",
            queries="string",
        ) as response:
            assert not response.http_response.is_closed
            assert_matches_type(DialecticResponse, response.parse(), path=["response"])
        assert response.http_response.is_closed

    def test_path_params_chat_session_id(self, client: Honcho) -> None:
        with pytest.raises(ValueError, match=re.escape("Expected a non-empty value for `session_id` but received ''")):
            client.apps.users.sessions.chat("", app_id="string", user_id="string", queries="string")

    def test_method_clone(self, client: Honcho) -> None:
        session = client.apps.users.sessions.clone("string", app_id="string", user_id="string")
        assert_matches_type(Session, session, path=["response"])

    def test_method_clone_with_all_params(self, client: Honcho) -> None:
        session = client.apps.users.sessions.clone(
            "string",
            app_id="string",
            user_id="string",
            message_id="string",
            deep_copy=False,
        )
        assert_matches_type(Session, session, path=["response"])

    def test_raw_response_clone(self, client: Honcho) -> None:
        response = client.apps.users.sessions.with_raw_response.clone("string", app_id="string", user_id="string")
        assert response.http_response.status_code < 400
        assert_matches_type(Session, response.parse(), path=["response"])

    def test_streaming_response_clone(self, client: Honcho) -> None:
        with client.apps.users.sessions.with_streaming_response.clone(
            "string",
            app_id="string",
            user_id="string",
        ) as response:
            assert not response.http_response.is_closed
            assert_matches_type(Session, response.parse(), path=["response"])
        assert response.http_response.is_closed

    def test_path_params_clone_session_id(self, client: Honcho) -> None:
        with pytest.raises(ValueError, match=re.escape("Expected a non-empty value for `session_id` but received ''")):
            client.apps.users.sessions.clone("", app_id="string", user_id="string")


class TestAsyncSessions:
    async def test_method_list(self, async_client: AsyncHoncho) -> None:
        page = await async_client.apps.users.sessions.list("string", app_id="string")
        assert_matches_type(AsyncPage[Session], page, path=["response"])

    async def test_method_list_with_all_params(self, async_client: AsyncHoncho) -> None:
        page = await async_client.apps.users.sessions.list(
            "string",
            app_id="string",
            reverse=False,
            page=1,
            size=50,
            filter={"foo": {}},
            is_active=False,
        )
        assert_matches_type(AsyncPage[Session], page, path=["response"])

    async def test_raw_response_list(self, async_client: AsyncHoncho) -> None:
        response = await async_client.apps.users.sessions.with_raw_response.list("string", app_id="string")
        assert response.http_response.status_code < 400
        assert_matches_type(AsyncPage[Session], await response.parse(), path=["response"])

    async def test_streaming_response_list(self, async_client: AsyncHoncho) -> None:
        async with async_client.apps.users.sessions.with_streaming_response.list("string", app_id="string") as response:
            assert not response.http_response.is_closed
            assert_matches_type(AsyncPage[Session], await response.parse(), path=["response"])
        assert response.http_response.is_closed

    async def test_path_params_list_user_id(self, async_client: AsyncHoncho) -> None:
        with pytest.raises(ValueError, match=re.escape("Expected a non-empty value for `user_id` but received ''")):
            await async_client.apps.users.sessions.list("", app_id="string")

    async def test_method_create(self, async_client: AsyncHoncho) -> None:
        session = await async_client.apps.users.sessions.create("string", app_id="string")
        assert_matches_type(Session, session, path=["response"])

    async def test_method_create_with_all_params(self, async_client: AsyncHoncho) -> None:
        session = await async_client.apps.users.sessions.create("string", app_id="string", metadata={})
        assert_matches_type(Session, session, path=["response"])

    async def test_raw_response_create(self, async_client: AsyncHoncho) -> None:
        response = await async_client.apps.users.sessions.with_raw_response.create("string", app_id="string")
        assert response.http_response.status_code < 400
        assert_matches_type(Session, await response.parse(), path=["response"])

    async def test_streaming_response_create(self, async_client: AsyncHoncho) -> None:
        async with async_client.apps.users.sessions.with_streaming_response.create(
            "string",
            app_id="string",
        ) as response:
            assert not response.http_response.is_closed
            assert_matches_type(Session, await response.parse(), path=["response"])
        assert response.http_response.is_closed

    async def test_path_params_create_user_id(self, async_client: AsyncHoncho) -> None:
        with pytest.raises(ValueError, match=re.escape("Expected a non-empty value for `user_id` but received ''")):
            await async_client.apps.users.sessions.create("", app_id="string")

    async def test_method_update(self, async_client: AsyncHoncho) -> None:
        session = await async_client.apps.users.sessions.update(
            "string",
            app_id="string",
            user_id="string",
            metadata={"foo": {}},
        )
        assert_matches_type(Session, session, path=["response"])

    async def test_raw_response_update(self, async_client: AsyncHoncho) -> None:
        response = await async_client.apps.users.sessions.with_raw_response.update(
            "string",
            app_id="string",
            user_id="string",
            metadata={"foo": {}},
        )
        assert response.http_response.status_code < 400
        assert_matches_type(Session, await response.parse(), path=["response"])

    async def test_streaming_response_update(self, async_client: AsyncHoncho) -> None:
        async with async_client.apps.users.sessions.with_streaming_response.update(
            "string",
            app_id="string",
            user_id="string",
            metadata={"foo": {}},
        ) as response:
            assert not response.http_response.is_closed
            assert_matches_type(Session, await response.parse(), path=["response"])
        assert response.http_response.is_closed

    async def test_path_params_update_session_id(self, async_client: AsyncHoncho) -> None:
        with pytest.raises(ValueError, match=re.escape("Expected a non-empty value for `session_id` but received ''")):
            await async_client.apps.users.sessions.update("", app_id="string", user_id="string", metadata={"foo": {}})

    async def test_method_delete(self, async_client: AsyncHoncho) -> None:
        result = await async_client.apps.users.sessions.delete("string", app_id="string", user_id="string")
        assert_matches_type(SessionDeleteResponse, result, path=["response"])

    async def test_raw_response_delete(self, async_client: AsyncHoncho) -> None:
        response = await async_client.apps.users.sessions.with_raw_response.delete(
            "string",
            app_id="string",
            user_id="string",
        )
        assert response.http_response.status_code < 400
        assert_matches_type(SessionDeleteResponse, await response.parse(), path=["response"])

    async def test_streaming_response_delete(self, async_client: AsyncHoncho) -> None:
        async with async_client.apps.users.sessions.with_streaming_response.delete(
            "string",
            app_id="string",
            user_id="string",
        ) as response:
            assert not response.http_response.is_closed
            assert_matches_type(SessionDeleteResponse, await response.parse(), path=["response"])
        assert response.http_response.is_closed

    async def test_path_params_delete_session_id(self, async_client: AsyncHoncho) -> None:
        with pytest.raises(ValueError, match=re.escape("Expected a non-empty value for `session_id` but received ''")):
            await async_client.apps.users.sessions.delete("", app_id="string", user_id="string")

    async def test_method_get(self, async_client: AsyncHoncho) -> None:
        session = await async_client.apps.users.sessions.get("string", app_id="string")
        assert_matches_type(Session, session, path=["response"])

    async def test_method_get_with_all_params(self, async_client: AsyncHoncho) -> None:
        session = await async_client.apps.users.sessions.get("string", app_id="string", session_id="string")
        assert_matches_type(Session, session, path=["response"])

    async def test_raw_response_get(self, async_client: AsyncHoncho) -> None:
        response = await async_client.apps.users.sessions.with_raw_response.get("string", app_id="string")
        assert response.http_response.status_code < 400
        assert_matches_type(Session, await response.parse(), path=["response"])

    async def test_streaming_response_get(self, async_client: AsyncHoncho) -> None:
        async with async_client.apps.users.sessions.with_streaming_response.get("string", app_id="string") as response:
            assert not response.http_response.is_closed
            assert_matches_type(Session, await response.parse(), path=["response"])
        assert response.http_response.is_closed

    async def test_path_params_get_user_id(self, async_client: AsyncHoncho) -> None:
        with pytest.raises(ValueError, match=re.escape("Expected a non-empty value for `user_id` but received ''")):
            await async_client.apps.users.sessions.get("", app_id="string")

    async def test_method_chat(self, async_client: AsyncHoncho) -> None:
        dialectic_response = await async_client.apps.users.sessions.chat(
            "string",
            app_id="string",
            user_id="string",
            queries="string",
        )
        assert_matches_type(DialecticResponse, dialectic_response, path=["response"])

    async def test_method_chat_with_all_params(self, async_client: AsyncHoncho) -> None:
        dialectic_response = await async_client.apps.users.sessions.chat(
            "string",
            app_id="string",
            user_id="string",
            queries="string",
            stream=False,
        )
        assert_matches_type(DialecticResponse, dialectic_response, path=["response"])

    async def test_raw_response_chat(self, async_client: AsyncHoncho) -> None:
        response = await async_client.apps.users.sessions.with_raw_response.chat(
            "string",
            app_id="string",
            user_id="string",
            queries="string",
        )
        assert response.http_response.status_code < 400
        assert_matches_type(DialecticResponse, await response.parse(), path=["response"])

    async def test_streaming_response_chat(self, async_client: AsyncHoncho) -> None:
        async with async_client.apps.users.sessions.with_streaming_response.chat(
            "string",
            app_id="string",
            user_id="string",
            queries="string",
        ) as response:
            assert not response.http_response.is_closed
            assert_matches_type(DialecticResponse, await response.parse(), path=["response"])
        assert response.http_response.is_closed

    async def test_path_params_chat_session_id(self, async_client: AsyncHoncho) -> None:
        with pytest.raises(ValueError, match=re.escape("Expected a non-empty value for `session_id` but received ''")):
            await async_client.apps.users.sessions.chat("", app_id="string", user_id="string", queries="string")

    async def test_method_clone(self, async_client: AsyncHoncho) -> None:
        session = await async_client.apps.users.sessions.clone("string", app_id="string", user_id="string")
        assert_matches_type(Session, session, path=["response"])

    async def test_method_clone_with_all_params(self, async_client: AsyncHoncho) -> None:
        session = await async_client.apps.users.sessions.clone(
            "string",
            app_id="string",
            user_id="string",
            message_id="string",
            deep_copy=False,
        )
        assert_matches_type(Session, session, path=["response"])

    async def test_raw_response_clone(self, async_client: AsyncHoncho) -> None:
        response = await async_client.apps.users.sessions.with_raw_response.clone(
            "string",
            app_id="string",
            user_id="string",
        )
        assert response.http_response.status_code < 400
        assert_matches_type(Session, await response.parse(), path=["response"])

    async def test_streaming_response_clone(self, async_client: AsyncHoncho) -> None:
        async with async_client.apps.users.sessions.with_streaming_response.clone(
            "string",
            app_id="string",
            user_id="string",
        ) as response:
            assert not response.http_response.is_closed
            assert_matches_type(Session, await response.parse(), path=["response"])
        assert response.http_response.is_closed

    async def test_path_params_clone_session_id(self, async_client: AsyncHoncho) -> None:
        with pytest.raises(ValueError, match=re.escape("Expected a non-empty value for `session_id` but received ''")):
            await async_client.apps.users.sessions.clone("", app_id="string", user_id="string")
