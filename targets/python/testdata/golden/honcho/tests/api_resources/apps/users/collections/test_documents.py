# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

from __future__ import annotations

import re

import pytest

from honcho import AsyncHoncho, Honcho
from honcho.pagination import AsyncPage, SyncPage
from honcho.types.apps.users.collections import Document, DocumentDeleteResponse, DocumentQueryResponse
from tests.utils import assert_matches_type


class TestDocuments:
    def test_method_list(self, client: Honcho) -> None:
        page = client.apps.users.collections.documents.list("string", app_id="string", user_id="string")
        assert_matches_type(SyncPage[Document], page, path=["response"])

    def test_method_list_with_all_params(self, client: Honcho) -> None:
        page = client.apps.users.collections.documents.list(
            "string",
            app_id="string",
            user_id="string",
            reverse=False,
            page=1,
            size=50,
            filter={"foo": {}},
        )
        assert_matches_type(SyncPage[Document], page, path=["response"])

    def test_raw_response_list(self, client: Honcho) -> None:
        response = client.apps.users.collections.documents.with_raw_response.list(
            "string",
            app_id="string",
            user_id="string",
        )
        assert response.http_response.status_code < 400
        assert_matches_type(SyncPage[Document], response.parse(), path=["response"])

    def test_streaming_response_list(self, client: Honcho) -> None:
        with client.apps.users.collections.documents.with_streaming_response.list(
            "string",
            app_id="string",
            user_id="string",
        ) as response:
            assert not response.http_response.is_closed
            assert_matches_type(SyncPage[Document], response.parse(), path=["response"])
        assert response.http_response.is_closed

    def test_path_params_list_collection_id(self, client: Honcho) -> None:
        with pytest.raises(
            ValueError,
            match=re.escape("Expected a non-empty value for `collection_id` but received ''"),
        ):
            client.apps.users.collections.documents.list("", app_id="string", user_id="string")

    def test_method_create(self, client: Honcho) -> None:
        document = client.apps.users.collections.documents.create(
            "string",
            app_id="string",
            user_id="string",
            content="string",
        )
        assert_matches_type(Document, document, path=["response"])

    def test_method_create_with_all_params(self, client: Honcho) -> None:
        document = client.apps.users.collections.documents.create(
            "string",
            app_id="string",
            user_id="string",
            content="string",
            metadata={},
        )
        assert_matches_type(Document, document, path=["response"])

    def test_raw_response_create(self, client: Honcho) -> None:
        response = client.apps.users.collections.documents.with_raw_response.create(
            "string",
            app_id="string",
            user_id="string",
            content="string",
        )
        assert response.http_response.status_code < 400
        assert_matches_type(Document, response.parse(), path=["response"])

    def test_streaming_response_create(self, client: Honcho) -> None:
        with client.apps.users.collections.documents.with_streaming_response.create(
            "string",
            app_id="string",
            user_id="string",
            content="string",
        ) as response:
            assert not response.http_response.is_closed
            assert_matches_type(Document, response.parse(), path=["response"])
        assert response.http_response.is_closed

    def test_path_params_create_collection_id(self, client: Honcho) -> None:
        with pytest.raises(
            ValueError,
            match=re.escape("Expected a non-empty value for `collection_id` but received ''"),
        ):
            client.apps.users.collections.documents.create("", app_id="string", user_id="string", content="string")

    def test_method_get(self, client: Honcho) -> None:
        document = client.apps.users.collections.documents.get(
            "string",
            app_id="string",
            user_id="string",
            collection_id="string",
        )
        assert_matches_type(Document, document, path=["response"])

    def test_raw_response_get(self, client: Honcho) -> None:
        response = client.apps.users.collections.documents.with_raw_response.get(
            "string",
            app_id="string",
            user_id="string",
            collection_id="string",
        )
        assert response.http_response.status_code < 400
        assert_matches_type(Document, response.parse(), path=["response"])

    def test_streaming_response_get(self, client: Honcho) -> None:
        with client.apps.users.collections.documents.with_streaming_response.get(
            "string",
            app_id="string",
            user_id="string",
            collection_id="string",
        ) as response:
            assert not response.http_response.is_closed
            assert_matches_type(Document, response.parse(), path=["response"])
        assert response.http_response.is_closed

    def test_path_params_get_document_id(self, client: Honcho) -> None:
        with pytest.raises(ValueError, match=re.escape("Expected a non-empty value for `document_id` but received ''")):
            client.apps.users.collections.documents.get("", app_id="string", user_id="string", collection_id="string")

    def test_method_update(self, client: Honcho) -> None:
        document = client.apps.users.collections.documents.update(
            "string",
            app_id="string",
            user_id="string",
            collection_id="string",
        )
        assert_matches_type(Document, document, path=["response"])

    def test_method_update_with_all_params(self, client: Honcho) -> None:
        document = client.apps.users.collections.documents.update(
            "string",
            app_id="string",
            user_id="string",
            collection_id="string",
            metadata={"foo": {}},
            content="string",
        )
        assert_matches_type(Document, document, path=["response"])

    def test_raw_response_update(self, client: Honcho) -> None:
        response = client.apps.users.collections.documents.with_raw_response.update(
            "string",
            app_id="string",
            user_id="string",
            collection_id="string",
        )
        assert response.http_response.status_code < 400
        assert_matches_type(Document, response.parse(), path=["response"])

    def test_streaming_response_update(self, client: Honcho) -> None:
        with client.apps.users.collections.documents.with_streaming_response.update(
            "string",
            app_id="string",
            user_id="string",
            collection_id="string",
        ) as response:
            assert not response.http_response.is_closed
            assert_matches_type(Document, response.parse(), path=["response"])
        assert response.http_response.is_closed

    def test_path_params_update_document_id(self, client: Honcho) -> None:
        with pytest.raises(ValueError, match=re.escape("Expected a non-empty value for `document_id` but received ''")):
            client.apps.users.collections.documents.update(
                "",
                app_id="string",
                user_id="string",
                collection_id="string",
            )

    def test_method_delete(self, client: Honcho) -> None:
        result = client.apps.users.collections.documents.delete(
            "string",
            app_id="string",
            user_id="string",
            collection_id="string",
        )
        assert_matches_type(DocumentDeleteResponse, result, path=["response"])

    def test_raw_response_delete(self, client: Honcho) -> None:
        response = client.apps.users.collections.documents.with_raw_response.delete(
            "string",
            app_id="string",
            user_id="string",
            collection_id="string",
        )
        assert response.http_response.status_code < 400
        assert_matches_type(DocumentDeleteResponse, response.parse(), path=["response"])

    def test_streaming_response_delete(self, client: Honcho) -> None:
        with client.apps.users.collections.documents.with_streaming_response.delete(
            "string",
            app_id="string",
            user_id="string",
            collection_id="string",
        ) as response:
            assert not response.http_response.is_closed
            assert_matches_type(DocumentDeleteResponse, response.parse(), path=["response"])
        assert response.http_response.is_closed

    def test_path_params_delete_document_id(self, client: Honcho) -> None:
        with pytest.raises(ValueError, match=re.escape("Expected a non-empty value for `document_id` but received ''")):
            client.apps.users.collections.documents.delete(
                "",
                app_id="string",
                user_id="string",
                collection_id="string",
            )

    def test_method_query(self, client: Honcho) -> None:
        result = client.apps.users.collections.documents.query(
            "string",
            app_id="string",
            user_id="string",
            query="string",
        )
        assert_matches_type(DocumentQueryResponse, result, path=["response"])

    def test_method_query_with_all_params(self, client: Honcho) -> None:
        result = client.apps.users.collections.documents.query(
            "string",
            app_id="string",
            user_id="string",
            query="string",
            filter={"foo": {}},
            top_k=5,
        )
        assert_matches_type(DocumentQueryResponse, result, path=["response"])

    def test_raw_response_query(self, client: Honcho) -> None:
        response = client.apps.users.collections.documents.with_raw_response.query(
            "string",
            app_id="string",
            user_id="string",
            query="string",
        )
        assert response.http_response.status_code < 400
        assert_matches_type(DocumentQueryResponse, response.parse(), path=["response"])

    def test_streaming_response_query(self, client: Honcho) -> None:
        with client.apps.users.collections.documents.with_streaming_response.query(
            "string",
            app_id="string",
            user_id="string",
            query="string",
        ) as response:
            assert not response.http_response.is_closed
            assert_matches_type(DocumentQueryResponse, response.parse(), path=["response"])
        assert response.http_response.is_closed

    def test_path_params_query_collection_id(self, client: Honcho) -> None:
        with pytest.raises(
            ValueError,
            match=re.escape("Expected a non-empty value for `collection_id` but received ''"),
        ):
            client.apps.users.collections.documents.query("", app_id="string", user_id="string", query="string")


class TestAsyncDocuments:
    async def test_method_list(self, async_client: AsyncHoncho) -> None:
        page = await async_client.apps.users.collections.documents.list("string", app_id="string", user_id="string")
        assert_matches_type(AsyncPage[Document], page, path=["response"])

    async def test_method_list_with_all_params(self, async_client: AsyncHoncho) -> None:
        page = await async_client.apps.users.collections.documents.list(
            "string",
            app_id="string",
            user_id="string",
            reverse=False,
            page=1,
            size=50,
            filter={"foo": {}},
        )
        assert_matches_type(AsyncPage[Document], page, path=["response"])

    async def test_raw_response_list(self, async_client: AsyncHoncho) -> None:
        response = await async_client.apps.users.collections.documents.with_raw_response.list(
            "string",
            app_id="string",
            user_id="string",
        )
        assert response.http_response.status_code < 400
        assert_matches_type(AsyncPage[Document], await response.parse(), path=["response"])

    async def test_streaming_response_list(self, async_client: AsyncHoncho) -> None:
        async with async_client.apps.users.collections.documents.with_streaming_response.list(
            "string",
            app_id="string",
            user_id="string",
        ) as response:
            assert not response.http_response.is_closed
            assert_matches_type(AsyncPage[Document], await response.parse(), path=["response"])
        assert response.http_response.is_closed

    async def test_path_params_list_collection_id(self, async_client: AsyncHoncho) -> None:
        with pytest.raises(
            ValueError,
            match=re.escape("Expected a non-empty value for `collection_id` but received ''"),
        ):
            await async_client.apps.users.collections.documents.list("", app_id="string", user_id="string")

    async def test_method_create(self, async_client: AsyncHoncho) -> None:
        document = await async_client.apps.users.collections.documents.create(
            "string",
            app_id="string",
            user_id="string",
            content="string",
        )
        assert_matches_type(Document, document, path=["response"])

    async def test_method_create_with_all_params(self, async_client: AsyncHoncho) -> None:
        document = await async_client.apps.users.collections.documents.create(
            "string",
            app_id="string",
            user_id="string",
            content="string",
            metadata={},
        )
        assert_matches_type(Document, document, path=["response"])

    async def test_raw_response_create(self, async_client: AsyncHoncho) -> None:
        response = await async_client.apps.users.collections.documents.with_raw_response.create(
            "string",
            app_id="string",
            user_id="string",
            content="string",
        )
        assert response.http_response.status_code < 400
        assert_matches_type(Document, await response.parse(), path=["response"])

    async def test_streaming_response_create(self, async_client: AsyncHoncho) -> None:
        async with async_client.apps.users.collections.documents.with_streaming_response.create(
            "string",
            app_id="string",
            user_id="string",
            content="string",
        ) as response:
            assert not response.http_response.is_closed
            assert_matches_type(Document, await response.parse(), path=["response"])
        assert response.http_response.is_closed

    async def test_path_params_create_collection_id(self, async_client: AsyncHoncho) -> None:
        with pytest.raises(
            ValueError,
            match=re.escape("Expected a non-empty value for `collection_id` but received ''"),
        ):
            await async_client.apps.users.collections.documents.create(
                "",
                app_id="string",
                user_id="string",
                content="string",
            )

    async def test_method_get(self, async_client: AsyncHoncho) -> None:
        document = await async_client.apps.users.collections.documents.get(
            "string",
            app_id="string",
            user_id="string",
            collection_id="string",
        )
        assert_matches_type(Document, document, path=["response"])

    async def test_raw_response_get(self, async_client: AsyncHoncho) -> None:
        response = await async_client.apps.users.collections.documents.with_raw_response.get(
            "string",
            app_id="string",
            user_id="string",
            collection_id="string",
        )
        assert response.http_response.status_code < 400
        assert_matches_type(Document, await response.parse(), path=["response"])

    async def test_streaming_response_get(self, async_client: AsyncHoncho) -> None:
        async with async_client.apps.users.collections.documents.with_streaming_response.get(
            "string",
            app_id="string",
            user_id="string",
            collection_id="string",
        ) as response:
            assert not response.http_response.is_closed
            assert_matches_type(Document, await response.parse(), path=["response"])
        assert response.http_response.is_closed

    async def test_path_params_get_document_id(self, async_client: AsyncHoncho) -> None:
        with pytest.raises(ValueError, match=re.escape("Expected a non-empty value for `document_id` but received ''")):
            await async_client.apps.users.collections.documents.get(
                "",
                app_id="string",
                user_id="string",
                collection_id="string",
            )

    async def test_method_update(self, async_client: AsyncHoncho) -> None:
        document = await async_client.apps.users.collections.documents.update(
            "string",
            app_id="string",
            user_id="string",
            collection_id="string",
        )
        assert_matches_type(Document, document, path=["response"])

    async def test_method_update_with_all_params(self, async_client: AsyncHoncho) -> None:
        document = await async_client.apps.users.collections.documents.update(
            "string",
            app_id="string",
            user_id="string",
            collection_id="string",
            metadata={"foo": {}},
            content="string",
        )
        assert_matches_type(Document, document, path=["response"])

    async def test_raw_response_update(self, async_client: AsyncHoncho) -> None:
        response = await async_client.apps.users.collections.documents.with_raw_response.update(
            "string",
            app_id="string",
            user_id="string",
            collection_id="string",
        )
        assert response.http_response.status_code < 400
        assert_matches_type(Document, await response.parse(), path=["response"])

    async def test_streaming_response_update(self, async_client: AsyncHoncho) -> None:
        async with async_client.apps.users.collections.documents.with_streaming_response.update(
            "string",
            app_id="string",
            user_id="string",
            collection_id="string",
        ) as response:
            assert not response.http_response.is_closed
            assert_matches_type(Document, await response.parse(), path=["response"])
        assert response.http_response.is_closed

    async def test_path_params_update_document_id(self, async_client: AsyncHoncho) -> None:
        with pytest.raises(ValueError, match=re.escape("Expected a non-empty value for `document_id` but received ''")):
            await async_client.apps.users.collections.documents.update(
                "",
                app_id="string",
                user_id="string",
                collection_id="string",
            )

    async def test_method_delete(self, async_client: AsyncHoncho) -> None:
        result = await async_client.apps.users.collections.documents.delete(
            "string",
            app_id="string",
            user_id="string",
            collection_id="string",
        )
        assert_matches_type(DocumentDeleteResponse, result, path=["response"])

    async def test_raw_response_delete(self, async_client: AsyncHoncho) -> None:
        response = await async_client.apps.users.collections.documents.with_raw_response.delete(
            "string",
            app_id="string",
            user_id="string",
            collection_id="string",
        )
        assert response.http_response.status_code < 400
        assert_matches_type(DocumentDeleteResponse, await response.parse(), path=["response"])

    async def test_streaming_response_delete(self, async_client: AsyncHoncho) -> None:
        async with async_client.apps.users.collections.documents.with_streaming_response.delete(
            "string",
            app_id="string",
            user_id="string",
            collection_id="string",
        ) as response:
            assert not response.http_response.is_closed
            assert_matches_type(DocumentDeleteResponse, await response.parse(), path=["response"])
        assert response.http_response.is_closed

    async def test_path_params_delete_document_id(self, async_client: AsyncHoncho) -> None:
        with pytest.raises(ValueError, match=re.escape("Expected a non-empty value for `document_id` but received ''")):
            await async_client.apps.users.collections.documents.delete(
                "",
                app_id="string",
                user_id="string",
                collection_id="string",
            )

    async def test_method_query(self, async_client: AsyncHoncho) -> None:
        result = await async_client.apps.users.collections.documents.query(
            "string",
            app_id="string",
            user_id="string",
            query="string",
        )
        assert_matches_type(DocumentQueryResponse, result, path=["response"])

    async def test_method_query_with_all_params(self, async_client: AsyncHoncho) -> None:
        result = await async_client.apps.users.collections.documents.query(
            "string",
            app_id="string",
            user_id="string",
            query="string",
            filter={"foo": {}},
            top_k=5,
        )
        assert_matches_type(DocumentQueryResponse, result, path=["response"])

    async def test_raw_response_query(self, async_client: AsyncHoncho) -> None:
        response = await async_client.apps.users.collections.documents.with_raw_response.query(
            "string",
            app_id="string",
            user_id="string",
            query="string",
        )
        assert response.http_response.status_code < 400
        assert_matches_type(DocumentQueryResponse, await response.parse(), path=["response"])

    async def test_streaming_response_query(self, async_client: AsyncHoncho) -> None:
        async with async_client.apps.users.collections.documents.with_streaming_response.query(
            "string",
            app_id="string",
            user_id="string",
            query="string",
        ) as response:
            assert not response.http_response.is_closed
            assert_matches_type(DocumentQueryResponse, await response.parse(), path=["response"])
        assert response.http_response.is_closed

    async def test_path_params_query_collection_id(self, async_client: AsyncHoncho) -> None:
        with pytest.raises(
            ValueError,
            match=re.escape("Expected a non-empty value for `collection_id` but received ''"),
        ):
            await async_client.apps.users.collections.documents.query(
                "",
                app_id="string",
                user_id="string",
                query="string",
            )
