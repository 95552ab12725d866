# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

from __future__ import annotations

import re

import pytest

from honcho import AsyncHoncho, Honcho
from honcho.pagination import AsyncPage, SyncPage
from honcho.types.apps.users.sessions import Message, MessageBatchResponse
from tests.utils import assert_matches_type


class TestMessages:
    def test_method_create(self, client: Honcho) -> None:
        message = client.apps.users.sessions.messages.create(
            "string",
            app_id="string",
            user_id="string",
            content="string",
            is_user=True,
        )
        assert_matches_type(Message, message, path=["response"])

    def test_method_create_with_all_params(self, client: Honcho) -> None:
        message = client.apps.users.sessions.messages.create(
            "string",
            app_id="string",
            user_id="string",
            content="string",
            is_user=True,
            metadata={},
        )
        assert_matches_type(Message, message, path=["response"])

    def test_raw_response_create(self, client: Honcho) -> None:
        response = client.apps.users.sessions.messages.with_raw_response.create(
            "string",
            app_id="string",
            user_id="string",
            content="string",
            is_user=True,
        )
        assert response.http_response.status_code < 400
        assert_matches_type(Message, response.parse(), path=["response"])

    def test_streaming_response_create(self, client: Honcho) -> None:
        with client.apps.users.sessions.messages.with_streaming_response.create(
            "string",
            app_id="string",
            user_id="string",
            content="string",
            is_user=True,
        ) as response:
            assert not response.http_response.is_closed
            assert_matches_type(Message, response.parse(), path=["response"])
        assert response.http_response.is_closed

    def test_path_params_create_session_id(self, client: Honcho) -> None:
        with pytest.raises(ValueError, match=re.escape("Expected a non-empty value for `session_id` but received ''")):
            client.apps.users.sessions.messages.create(
                "",
                app_id="string",
                user_id="string",
                content="string",
                is_user=True,
            )

    def test_method_list(self, client: Honcho) -> None:
        page = client.apps.users.sessions.messages.list("string", app_id="string", user_id="string")
        assert_matches_type(SyncPage[Message], page, path=["response"])

    def test_method_list_with_all_params(self, client: Honcho) -> None:
        page = client.apps.users.sessions.messages.list(
            "string",
            app_id="string",
            user_id="string",
            reverse=False,
            page=1,
            size=50,
            filter={"foo": {}},
        )
        assert_matches_type(SyncPage[Message], page, path=["response"])

    def test_raw_response_list(self, client: Honcho) -> None:
        response = client.apps.users.sessions.messages.with_raw_response.list(
            "string",
            app_id="string",
            user_id="string",
        )
        assert response.http_response.status_code < 400
        assert_matches_type(SyncPage[Message], response.parse(), path=["response"])

    def test_streaming_response_list(self, client: Honcho) -> None:
        with client.apps.users.sessions.messages.with_streaming_response.list(
            "string",
            app_id="string",
            user_id="string",
        ) as response:
            assert not response.http_response.is_closed
            assert_matches_type(SyncPage[Message], response.parse(), path=["response"])
        assert response.http_response.is_closed

    def test_path_params_list_session_id(self, client: Honcho) -> None:
        with pytest.raises(ValueError, match=re.escape("Expected a non-empty value for `session_id` but received ''")):
            client.apps.users.sessions.messages.list("", app_id="string", user_id="string")

    def test_method_get(self, client: Honcho) -> None:
        message = client.apps.users.sessions.messages.get(
            "string",
            app_id="string",
            user_id="string",
            session_id="string",
        )
        assert_matches_type(Message, message, path=["response"])

    def test_raw_response_get(self, client: Honcho) -> None:
        response = client.apps.users.sessions.messages.with_raw_response.get(
            "string",
            app_id="string",
            user_id="string",
            session_id="string",
        )
        assert response.http_response.status_code < 400
        assert_matches_type(Message, response.parse(), path=["response"])

    def test_streaming_response_get(self, client: Honcho) -> None:
        with client.apps.users.sessions.messages.with_streaming_response.get(
            "string",
            app_id="string",
            user_id="string",
            session_id="string",
        ) as response:
            assert not response.http_response.is_closed
            assert_matches_type(Message, response.parse(), path=["response"])
        assert response.http_response.is_closed

    def test_path_params_get_message_id(self, client: Honcho) -> None:
        with pytest.raises(ValueError, match=re.escape("Expected a non-empty value for `message_id` but received ''")):
            client.apps.users.sessions.messages.get("", app_id="string", user_id="string", session_id="string")

    def test_method_update(self, client: Honcho) -> None:
        message = client.apps.users.sessions.messages.update(
            "string",
            app_id="string",
            user_id="string",
            session_id="string",
            metadata={"foo": {}},
        )
        assert_matches_type(Message, message, path=["response"])

    def test_raw_response_update(self, client: Honcho) -> None:
        response = client.apps.users.sessions.messages.with_raw_response.update(
            "string",
            app_id="string",
            user_id="string",
            session_id="string",
            metadata={"foo": {}},
        )
        assert response.http_response.status_code < 400
        assert_matches_type(Message, response.parse(), path=["response"])

    def test_streaming_response_update(self, client: Honcho) -> None:
        with client.apps.users.sessions.messages.with_streaming_response.update(
            "string",
            app_id="string",
            user_id="string",
            session_id="string",
            metadata={"foo": {}},
        ) as response:
            assert not response.http_response.is_closed
            assert_matches_type(Message, response.parse(), path=["response"])
        assert response.http_response.is_closed

    def test_path_params_update_message_id(self, client: Honcho) -> None:
        with pytest.raises(ValueError, match=re.escape("Expected a non-empty value for `message_id` but received ''")):
            client.apps.users.sessions.messages.update(
                "",
                app_id="string",
                user_id="string",
                session_id="string",
                metadata={"foo": {}},
            )

    def test_method_batch(self, client: Honcho) -> None:
        result = client.apps.users.sessions.messages.batch(
            "string",
            app_id="string",
            user_id="string",
            messages=[{"content": "string", "is_user": True}],
        )
        assert_matches_type(MessageBatchResponse, result, path=["response"])

    def test_raw_response_batch(self, client: Honcho) -> None:
        response = client.apps.users.sessions.messages.with_raw_response.batch(
            "string",
            app_id="string",
            user_id="string",
            messages=[{"content": "string", "is_user": True}],
        )
        assert response.http_response.status_code < 400
        assert_matches_type(MessageBatchResponse, response.parse(), path=["response"])

    def test_streaming_response_batch(self, client: Honcho) -> None:
        with client.apps.users.sessions.messages.with_streaming_response.batch(
            "string",
            app_id="string",
            user_id="string",
            messages=[{"content": "string", "is_user": True}],
        ) as response:
            assert not response.http_response.is_closed
            assert_matches_type(MessageBatchResponse, response.parse(), path=["response"])
        assert response.http_response.is_closed

    def test_path_params_batch_session_id(self, client: Honcho) -> None:
        with pytest.raises(ValueError, match=re.escape("Expected a non-empty value for `session_id` but received ''")):
            client.apps.users.sessions.messages.batch(
                "",
                app_id="string",
                user_id="string",
                messages=[{"content": "string", "is_user": True}],
            )


class TestAsyncMessages:
    async def test_method_create(self, async_client: AsyncHoncho) -> None:
        message = await async_client.apps.users.sessions.messages.create(
            "string",
            app_id="string",
            user_id="string",
            content="string",
            is_user=True,
        )
        assert_matches_type(Message, message, path=["response"])

    async def test_method_create_with_all_params(self, async_client: AsyncHoncho) -> None:
        message = await async_client.apps.users.sessions.messages.create(
            "string",
            app_id="string",
            user_id="string",
            content="string",
            is_user=True,
            metadata={},
        )
        assert_matches_type(Message, message, path=["response"])

    async def test_raw_response_create(self, async_client: AsyncHoncho) -> None:
        response = await async_client.apps.users.sessions.messages.with_raw_response.create(
            "string",
            app_id="string",
            user_id="string",
            content="string",
            is_user=True,
        )
        assert response.http_response.status_code < 400
        assert_matches_type(Message, await response.parse(), path=["response"])

    async def test_streaming_response_create(self, async_client: AsyncHoncho) -> None:
        async with async_client.apps.users.sessions.messages.with_streaming_response.create(
            "string",
            app_id="string",
            user_id="string",
            content="string",
            is_user=True,
        ) as response:
            assert not response.http_response.is_closed
            assert_matches_type(Message, await response.parse(), path=["response"])
        assert response.http_response.is_closed

    async def test_path_params_create_session_id(self, async_client: AsyncHoncho) -> None:
        with pytest.raises(ValueError, match=re.escape("Expected a non-empty value for `session_id` but received ''")):
            await async_client.apps.users.sessions.messages.create(
                "",
                app_id="string",
                user_id="string",
                content="string",
                is_user=True,
            )

    async def test_method_list(self, async_client: AsyncHoncho) -> None:
        page = await async_client.apps.users.sessions.messages.list("string", app_id="string", user_id="string")
        assert_matches_type(AsyncPage[Message], page, path=["response"])

    async def test_method_list_with_all_params(self, async_client: AsyncHoncho) -> None:
        page = await async_client.apps.users.sessions.messages.list(
            "string",
            app_id="string",
            user_id="string",
            reverse=False,
            page=1,
            size=50,
            filter={"foo": {}},
        )
        assert_matches_type(AsyncPage[Message], page, path=["response"])

    async def test_raw_response_list(self, async_client: AsyncHoncho) -> None:
        response = await async_client.apps.users.sessions.messages.with_raw_response.list(
            "string",
            app_id="string",
            user_id="string",
        )
        assert response.http_response.status_code < 400
        assert_matches_type(AsyncPage[Message], await response.parse(), path=["response"])

    async def test_streaming_response_list(self, async_client: AsyncHoncho) -> None:
        async with async_client.apps.users.sessions.messages.with_streaming_response.list(
            "string",
            app_id="string",
            user_id="string",
        ) as response:
            assert not response.http_response.is_closed
            assert_matches_type(AsyncPage[Message], await response.parse(), path=["response"])
        assert response.http_response.is_closed

    async def test_path_params_list_session_id(self, async_client: AsyncHoncho) -> None:
        with pytest.raises(ValueError, match=re.escape("Expected a non-empty value for `session_id` but received ''")):
            await async_client.apps.users.sessions.messages.list("", app_id="string", user_id="string")

    async def test_method_get(self, async_client: AsyncHoncho) -> None:
        message = await async_client.apps.users.sessions.messages.get(
            "string",
            app_id="string",
            user_id="string",
            session_id="string",
        )
        assert_matches_type(Message, message, path=["response"])

    async def test_raw_response_get(self, async_client: AsyncHoncho) -> None:
        response = await async_client.apps.users.sessions.messages.with_raw_response.get(
            "string",
            app_id="string",
            user_id="string",
            session_id="string",
        )
        assert response.http_response.status_code < 400
        assert_matches_type(Message, await response.parse(), path=["response"])

    async def test_streaming_response_get(self, async_client: AsyncHoncho) -> None:
        async with async_client.apps.users.sessions.messages.with_streaming_response.get(
            "string",
            app_id="string",
            user_id="string",
            session_id="string",
        ) as response:
            assert not response.http_response.is_closed
            assert_matches_type(Message, await response.parse(), path=["response"])
        assert response.http_response.is_closed

    async def test_path_params_get_message_id(self, async_client: AsyncHoncho) -> None:
        with pytest.raises(ValueError, match=re.escape("Expected a non-empty value for `message_id` but received ''")):
            await async_client.apps.users.sessions.messages.get(
                "",
                app_id="string",
                user_id="string",
                session_id="string",
            )

    async def test_method_update(self, async_client: AsyncHoncho) -> None:
        message = await async_client.apps.users.sessions.messages.update(
            "string",
            app_id="string",
            user_id="string",
            session_id="string",
            metadata={"foo": {}},
        )
        assert_matches_type(Message, message, path=["response"])

    async def test_raw_response_update(self, async_client: AsyncHoncho) -> None:
        response = await async_client.apps.users.sessions.messages.with_raw_response.update(
            "string",
            app_id="string",
            user_id="string",
            session_id="string",
            metadata={"foo": {}},
        )
        assert response.http_response.status_code < 400
        assert_matches_type(Message, await response.parse(), path=["response"])

    async def test_streaming_response_update(self, async_client: AsyncHoncho) -> None:
        async with async_client.apps.users.sessions.messages.with_streaming_response.update(
            "string",
            app_id="string",
            user_id="string",
            session_id="string",
            metadata={"foo": {}},
        ) as response:
            assert not response.http_response.is_closed
            assert_matches_type(Message, await response.parse(), path=["response"])
        assert response.http_response.is_closed

    async def test_path_params_update_message_id(self, async_client: AsyncHoncho) -> None:
        with pytest.raises(ValueError, match=re.escape("Expected a non-empty value for `message_id` but received ''")):
            await async_client.apps.users.sessions.messages.update(
                "",
                app_id="string",
                user_id="string",
                session_id="string",
                metadata={"foo": {}},
            )

    async def test_method_batch(self, async_client: AsyncHoncho) -> None:
        result = await async_client.apps.users.sessions.messages.batch(
            "string",
            app_id="string",
            user_id="string",
            messages=[{"content": "string", "is_user": True}],
        )
        assert_matches_type(MessageBatchResponse, result, path=["response"])

    async def test_raw_response_batch(self, async_client: AsyncHoncho) -> None:
        response = await async_client.apps.users.sessions.messages.with_raw_response.batch(
            "string",
            app_id="string",
            user_id="string",
            messages=[{"content": "string", "is_user": True}],
        )
        assert response.http_response.status_code < 400
        assert_matches_type(MessageBatchResponse, await response.parse(), path=["response"])

    async def test_streaming_response_batch(self, async_client: AsyncHoncho) -> None:
        async with async_client.apps.users.sessions.messages.with_streaming_response.batch(
            "string",
            app_id="string",
            user_id="string",
            messages=[{"content": "string", "is_user": True}],
        ) as response:
            assert not response.http_response.is_closed
            assert_matches_type(MessageBatchResponse, await response.parse(), path=["response"])
        assert response.http_response.is_closed

    async def test_path_params_batch_session_id(self, async_client: AsyncHoncho) -> None:
        with pytest.raises(ValueError, match=re.escape("Expected a non-empty value for `session_id` but received ''")):
            await async_client.apps.users.sessions.messages.batch(
                "",
                app_id="string",
                user_id="string",
                messages=[{"content": "string", "is_user": True}],
            )
