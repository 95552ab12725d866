# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

from __future__ import annotations

import re

import pytest

from honcho import AsyncHoncho, Honcho
from honcho.pagination import AsyncPage, SyncPage
from honcho.types import App
from tests.utils import assert_matches_type


class TestApps:
    def test_method_get(self, client: Honcho) -> None:
        app = client.apps.get()
        assert_matches_type(App, app, path=["response"])

    def test_method_get_with_all_params(self, client: Honcho) -> None:
        app = client.apps.get(app_id="string")
        assert_matches_type(App, app, path=["response"])

    def test_raw_response_get(self, client: Honcho) -> None:
        response = client.apps.with_raw_response.get()
        assert response.http_response.status_code < 400
        assert_matches_type(App, response.parse(), path=["response"])

    def test_streaming_response_get(self, client: Honcho) -> None:
        with client.apps.with_streaming_response.get() as response:
            assert not response.http_response.is_closed
            assert_matches_type(App, response.parse(), path=["response"])
        assert response.http_response.is_closed

    def test_method_list(self, client: Honcho) -> None:
        page = client.apps.list()
        assert_matches_type(SyncPage[App], page, path=["response"])

    def test_method_list_with_all_params(self, client: Honcho) -> None:
        page = client.apps.list(reverse=False, page=1, size=50, filter={"foo": {}})
        assert_matches_type(SyncPage[App], page, path=["response"])

    def test_raw_response_list(self, client: Honcho) -> None:
        response = client.apps.with_raw_response.list()
        assert response.http_response.status_code < 400
        assert_matches_type(SyncPage[App], response.parse(), path=["response"])

    def test_streaming_response_list(self, client: Honcho) -> None:
        with client.apps.with_streaming_response.list() as response:
            assert not response.http_response.is_closed
            assert_matches_type(SyncPage[App], response.parse(), path=["response"])
        assert response.http_response.is_closed

    def test_method_get_by_name(self, client: Honcho) -> None:
        app = client.apps.get_by_name("string")
        assert_matches_type(App, app, path=["response"])

    def test_raw_response_get_by_name(self, client: Honcho) -> None:
        response = client.apps.with_raw_response.get_by_name("string")
        assert response.http_response.status_code < 400
        assert_matches_type(App, response.parse(), path=["response"])

    def test_streaming_response_get_by_name(self, client: Honcho) -> None:
        with client.apps.with_streaming_response.get_by_name("string") as response:
            assert not response.http_response.is_closed
            assert_matches_type(App, response.parse(), path=["response"])
        assert response.http_response.is_closed

    def test_path_params_get_by_name_name(self, client: Honcho) -> None:
        with pytest.raises(ValueError, match=re.escape("Expected a non-empty value for `name` but received ''")):
            client.apps.get_by_name("")

    def test_method_update(self, client: Honcho) -> None:
        app = client.apps.update("string")
        assert_matches_type(App, app, path=["response"])

    def test_method_update_with_all_params(self, client: Honcho) -> None:
        app = client.apps.update("string", name="string", metadata={"foo": {}})
        assert_matches_type(App, app, path=["response"])

    def test_raw_response_update(self, client: Honcho) -> None:
        response = client.apps.with_raw_response.update("string")
        assert response.http_response.status_code < 400
        assert_matches_type(App, response.parse(), path=["response"])

    def test_streaming_response_update(self, client: Honcho) -> None:
        with client.apps.with_streaming_response.update("string") as response:
            assert not response.http_response.is_closed
            assert_matches_type(App, response.parse(), path=["response"])
        assert response.http_response.is_closed

    def test_path_params_update_app_id(self, client: Honcho) -> None:
        with pytest.raises(ValueError, match=re.escape("Expected a non-empty value for `app_id` but received ''")):
            client.apps.update("")

    def test_method_create(self, client: Honcho) -> None:
        app = client.apps.create(name="string")
        assert_matches_type(App, app, path=["response"])

    def test_method_create_with_all_params(self, client: Honcho) -> None:
        app = client.apps.create(name="string", metadata={})
        assert_matches_type(App, app, path=["response"])

    def test_raw_response_create(self, client: Honcho) -> None:
        response = client.apps.with_raw_response.create(name="string")
        assert response.http_response.status_code < 400
        assert_matches_type(App, response.parse(), path=["response"])

    def test_streaming_response_create(self, client: Honcho) -> None:
        with client.apps.with_streaming_response.create(name="string") as response:
            assert not response.http_response.is_closed
            assert_matches_type(App, response.parse(), path=["response"])
        assert response.http_response.is_closed

    def test_method_get_or_create(self, client: Honcho) -> None:
        app = client.apps.get_or_create("string")
        assert_matches_type(App, app, path=["response"])

    def test_raw_response_get_or_create(self, client: Honcho) -> None:
        response = client.apps.with_raw_response.get_or_create("string")
        assert response.http_response.status_code < 400
        assert_matches_type(App, response.parse(), path=["response"])

    def test_streaming_response_get_or_create(self, client: Honcho) -> None:
        with client.apps.with_streaming_response.get_or_create("string") as response:
            assert not response.http_response.is_closed
            assert_matches_type(App, response.parse(), path=["response"])
        assert response.http_response.is_closed

    def test_path_params_get_or_create_name(self, client: Honcho) -> None:
        with pytest.raises(ValueError, match=re.escape("Expected a non-empty value for `name` but received ''")):
            client.apps.get_or_create("")


class TestAsyncApps:
    async def test_method_get(self, async_client: AsyncHoncho) -> None:
        app = await async_client.apps.get()
        assert_matches_type(App, app, path=["response"])

    async def test_method_get_with_all_params(self, async_client: AsyncHoncho) -> None:
        app = await async_client.apps.get(app_id="string")
        assert_matches_type(App, app, path=["response"])

    async def test_raw_response_get(self, async_client: AsyncHoncho) -> None:
        response = await async_client.apps.with_raw_response.get()
        assert response.http_response.status_code < 400
        assert_matches_type(App, await response.parse(), path=["response"])

    async def test_streaming_response_get(self, async_client: AsyncHoncho) -> None:
        async with async_client.apps.with_streaming_response.get() as response:
            assert not response.http_response.is_closed
            assert_matches_type(App, await response.parse(), path=["response"])
        assert response.http_response.is_closed

    async def test_method_list(self, async_client: AsyncHoncho) -> None:
        page = await async_client.apps.list()
        assert_matches_type(AsyncPage[App], page, path=["response"])

    async def test_method_list_with_all_params(self, async_client: AsyncHoncho) -> None:
        page = await async_client.apps.list(reverse=False, page=1, size=50, filter={"foo": {}})
        assert_matches_type(AsyncPage[App], page, path=["response"])

    async def test_raw_response_list(self, async_client: AsyncHoncho) -> None:
        response = await async_client.apps.with_raw_response.list()
        assert response.http_response.status_code < 400
        assert_matches_type(AsyncPage[App], await response.parse(), path=["response"])

    async def test_streaming_response_list(self, async_client: AsyncHoncho) -> None:
        async with async_client.apps.with_streaming_response.list() as response:
            assert not response.http_response.is_closed
            assert_matches_type(AsyncPage[App], await response.parse(), path=["response"])
        assert response.http_response.is_closed

    async def test_method_get_by_name(self, async_client: AsyncHoncho) -> None:
        app = await async_client.apps.get_by_name("string")
        assert_matches_type(App, app, path=["response"])

    async def test_raw_response_get_by_name(self, async_client: AsyncHoncho) -> None:
        response = await async_client.apps.with_raw_response.get_by_name("string")
        assert response.http_response.status_code < 400
        assert_matches_type(App, await response.parse(), path=["response"])

    async def test_streaming_response_get_by_name(self, async_client: AsyncHoncho) -> None:
        async with async_client.apps.with_streaming_response.get_by_name("string") as response:
            assert not response.http_response.is_closed
            assert_matches_type(App, await response.parse(), path=["response"])
        assert response.http_response.is_closed

    async def test_path_params_get_by_name_name(self, async_client: AsyncHoncho) -> None:
        with pytest.raises(ValueError, match=re.escape("Expected a non-empty value for `name` but received ''")):
            await async_client.apps.get_by_name("")

    async def test_method_update(self, async_client: AsyncHoncho) -> None:
        app = await async_client.apps.update("string")
        assert_matches_type(App, app, path=["response"])

    async def test_method_update_with_all_params(self, async_client: AsyncHoncho) -> None:
        app = await async_client.apps.update("string", name="string", metadata={"foo": {}})
        assert_matches_type(App, app, path=["response"])

    async def test_raw_response_update(self, async_client: AsyncHoncho) -> None:
        response = await async_client.apps.with_raw_response.update("string")
        assert response.http_response.status_code < 400
        assert_matches_type(App, await response.parse(), path=["response"])

    async def test_streaming_response_update(self, async_client: AsyncHoncho) -> None:
        async with async_client.apps.with_streaming_response.update("string") as response:
            assert not response.http_response.is_closed
            assert_matches_type(App, await response.parse(), path=["response"])
        assert response.http_response.is_closed

    async def test_path_params_update_app_id(self, async_client: AsyncHoncho) -> None:
        with pytest.raises(ValueError, match=re.escape("Expected a non-empty value for `app_id` but received ''")):
            await async_client.apps.update("")

    async def test_method_create(self, async_client: AsyncHoncho) -> None:
        app = await async_client.apps.create(name="string")
        assert_matches_type(App, app, path=["response"])

    async def test_method_create_with_all_params(self, async_client: AsyncHoncho) -> None:
        app = await async_client.apps.create(name="string", metadata={})
        assert_matches_type(App, app, path=["response"])

    async def test_raw_response_create(self, async_client: AsyncHoncho) -> None:
        response = await async_client.apps.with_raw_response.create(name="string")
        assert response.http_response.status_code < 400
        assert_matches_type(App, await response.parse(), path=["response"])

    async def test_streaming_response_create(self, async_client: AsyncHoncho) -> None:
        async with async_client.apps.with_streaming_response.create(name="string") as response:
            assert not response.http_response.is_closed
            assert_matches_type(App, await response.parse(), path=["response"])
        assert response.http_response.is_closed

    async def test_method_get_or_create(self, async_client: AsyncHoncho) -> None:
        app = await async_client.apps.get_or_create("string")
        assert_matches_type(App, app, path=["response"])

    async def test_raw_response_get_or_create(self, async_client: AsyncHoncho) -> None:
        response = await async_client.apps.with_raw_response.get_or_create("string")
        assert response.http_response.status_code < 400
        assert_matches_type(App, await response.parse(), path=["response"])

    async def test_streaming_response_get_or_create(self, async_client: AsyncHoncho) -> None:
        async with async_client.apps.with_streaming_response.get_or_create("string") as response:
            assert not response.http_response.is_closed
            assert_matches_type(App, await response.parse(), path=["response"])
        assert response.http_response.is_closed

    async def test_path_params_get_or_create_name(self, async_client: AsyncHoncho) -> None:
        with pytest.raises(ValueError, match=re.escape("Expected a non-empty value for `name` but received ''")):
            await async_client.apps.get_or_create("")
