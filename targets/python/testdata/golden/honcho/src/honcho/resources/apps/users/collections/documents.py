# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

from __future__ import annotations

from functools import cached_property
from typing import Dict, Optional

from ....._pages import AsyncPaginator
from ....._resource import AsyncAPIResource, SyncAPIResource
from ....._response import (
    async_to_raw_response_wrapper,
    async_to_streamed_response_wrapper,
    to_raw_response_wrapper,
    to_streamed_response_wrapper,
)
from ....._types import NOT_GIVEN, Body, Headers, NotGiven, Query, Timeout
from .....pagination import AsyncPage, SyncPage
from .....types.apps.users.collections.document import Document
from .....types.apps.users.collections.document_delete_response import DocumentDeleteResponse
from .....types.apps.users.collections.document_query_response import DocumentQueryResponse


class DocumentsResource(SyncAPIResource):
    @cached_property
    def with_raw_response(self) -> DocumentsResourceWithRawResponse:
        return DocumentsResourceWithRawResponse(self)

    @cached_property
    def with_streaming_response(self) -> DocumentsResourceWithStreamingResponse:
        return DocumentsResourceWithStreamingResponse(self)

    def list(
        self,
        collection_id: str,
        *,
        app_id: str,
        user_id: str,
        reverse: Optional[bool] | NotGiven = NOT_GIVEN,
        page: int | NotGiven = NOT_GIVEN,
        size: int | NotGiven = NOT_GIVEN,
        filter: Optional[Dict[str, object]] | NotGiven = NOT_GIVEN,
        extra_headers: Headers | None = None,
        extra_query: Query | None = None,
        extra_body: Body | None = None,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
    ) -> SyncPage[Document]:
        """
        Get Documents

        Get all of the Documents in a Collection

        Args:
          collection_id: ID of the collection

          app_id: ID of the app

          user_id: ID of the user

          reverse: Whether to reverse the order of results

          page: Page number

          size: Page size
        """
        return self._request_page(
            "post",
            self._path(
                "/v1/apps/{app_id}/users/{user_id}/collections/{collection_id}/documents/list",
                {"app_id": app_id, "user_id": user_id, "collection_id": collection_id},
            ),
            page=SyncPage[Document],
            item=Document,
            items_path=("items",),
            query={"reverse": reverse, "page": page, "size": size},
            body={"filter": filter},
            security=[["HTTPBearer"], []],
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
            timeout=timeout,
        )

    def create(
        self,
        collection_id: str,
        *,
        app_id: str,
        user_id: str,
        content: str,
        metadata: Dict[str, object] | NotGiven = NOT_GIVEN,
        extra_headers: Headers | None = None,
        extra_query: Query | None = None,
        extra_body: Body | None = None,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
    ) -> Document:
        """
        Create Document

        Embed text as a vector and create a Document

        Args:
          collection_id: ID of the collection

          app_id: ID of the app

          user_id: ID of the user
        """
        return self._request(
            "post",
            self._path(
                "/v1/apps/{app_id}/users/{user_id}/collections/{collection_id}/documents",
                {"app_id": app_id, "user_id": user_id, "collection_id": collection_id},
            ),
            cast_to=Document,
            body={"content": content, "metadata": metadata},
            security=[["HTTPBearer"], []],
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
            timeout=timeout,
        )

    def get(
        self,
        document_id: str,
        *,
        app_id: str,
        user_id: str,
        collection_id: str,
        extra_headers: Headers | None = None,
        extra_query: Query | None = None,
        extra_body: Body | None = None,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
    ) -> Document:
        """
        Get Document

        Get a document by ID

        Args:
          document_id: ID of the document to retrieve

          app_id: ID of the app

          user_id: ID of the user

          collection_id: ID of the collection
        """
        return self._request(
            "get",
            self._path(
                "/v1/apps/{app_id}/users/{user_id}/collections/{collection_id}/documents/{document_id}",
                {"app_id": app_id, "user_id": user_id, "collection_id": collection_id, "document_id": document_id},
            ),
            cast_to=Document,
            security=[["HTTPBearer"], []],
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
            timeout=timeout,
        )

    def update(
        self,
        document_id: str,
        *,
        app_id: str,
        user_id: str,
        collection_id: str,
        metadata: Optional[Dict[str, object]] | NotGiven = NOT_GIVEN,
        content: Optional[str] | NotGiven = NOT_GIVEN,
        extra_headers: Headers | None = None,
        extra_query: Query | None = None,
        extra_body: Body | None = None,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
    ) -> Document:
        """
        Update Document

        Update the content and/or the metadata of a Document

        Args:
          document_id: ID of the document to update

          app_id: ID of the app

          user_id: ID of the user

          collection_id: ID of the collection
        """
        return self._request(
            "put",
            self._path(
                "/v1/apps/{app_id}/users/{user_id}/collections/{collection_id}/documents/{document_id}",
                {"app_id": app_id, "user_id": user_id, "collection_id": collection_id, "document_id": document_id},
            ),
            cast_to=Document,
            body={"metadata": metadata, "content": content},
            security=[["HTTPBearer"], []],
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
            timeout=timeout,
        )

    def delete(
        self,
        document_id: str,
        *,
        app_id: str,
        user_id: str,
        collection_id: str,
        extra_headers: Headers | None = None,
        extra_query: Query | None = None,
        extra_body: Body | None = None,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
    ) -> DocumentDeleteResponse:
        """
        Delete Document

        Delete a Document by ID

        Args:
          document_id: ID of the document to delete

          app_id: ID of the app

          user_id: ID of the user

          collection_id: ID of the collection
        """
        return self._request(
            "delete",
            self._path(
                "/v1/apps/{app_id}/users/{user_id}/collections/{collection_id}/documents/{document_id}",
                {"app_id": app_id, "user_id": user_id, "collection_id": collection_id, "document_id": document_id},
            ),
            cast_to=DocumentDeleteResponse,
            security=[["HTTPBearer"], []],
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
            timeout=timeout,
        )

    def query(
        self,
        collection_id: str,
        *,
        app_id: str,
        user_id: str,
        query: str,
        filter: Optional[Dict[str, object]] | NotGiven = NOT_GIVEN,
        top_k: int | NotGiven = NOT_GIVEN,
        extra_headers: Headers | None = None,
        extra_query: Query | None = None,
        extra_body: Body | None = None,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
    ) -> DocumentQueryResponse:
        """
        Query Documents

        Cosine Similarity Search for Documents

        Args:
          collection_id: ID of the collection

          app_id: ID of the app

          user_id: ID of the user
        """
        return self._request(
            "post",
            self._path(
                "/v1/apps/{app_id}/users/{user_id}/collections/{collection_id}/documents/query",
                {"app_id": app_id, "user_id": user_id, "collection_id": collection_id},
            ),
            cast_to=DocumentQueryResponse,
            body={"query": query, "filter": filter, "top_k": top_k},
            security=[["HTTPBearer"], []],
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
            timeout=timeout,
        )


class AsyncDocumentsResource(AsyncAPIResource):
    @cached_property
    def with_raw_response(self) -> AsyncDocumentsResourceWithRawResponse:
        return AsyncDocumentsResourceWithRawResponse(self)

    @cached_property
    def with_streaming_response(self) -> AsyncDocumentsResourceWithStreamingResponse:
        return AsyncDocumentsResourceWithStreamingResponse(self)

    def list(
        self,
        collection_id: str,
        *,
        app_id: str,
        user_id: str,
        reverse: Optional[bool] | NotGiven = NOT_GIVEN,
        page: int | NotGiven = NOT_GIVEN,
        size: int | NotGiven = NOT_GIVEN,
        filter: Optional[Dict[str, object]] | NotGiven = NOT_GIVEN,
        extra_headers: Headers | None = None,
        extra_query: Query | None = None,
        extra_body: Body | None = None,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
    ) -> AsyncPaginator[Document, AsyncPage[Document]]:
        """
        Get Documents

        Get all of the Documents in a Collection

        Args:
          collection_id: ID of the collection

          app_id: ID of the app

          user_id: ID of the user

          reverse: Whether to reverse the order of results

          page: Page number

          size: Page size
        """
        return self._request_page(
            "post",
            self._path(
                "/v1/apps/{app_id}/users/{user_id}/collections/{collection_id}/documents/list",
                {"app_id": app_id, "user_id": user_id, "collection_id": collection_id},
            ),
            page=AsyncPage[Document],
            item=Document,
            items_path=("items",),
            query={"reverse": reverse, "page": page, "size": size},
            body={"filter": filter},
            security=[["HTTPBearer"], []],
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
            timeout=timeout,
        )

    async def create(
        self,
        collection_id: str,
        *,
        app_id: str,
        user_id: str,
        content: str,
        metadata: Dict[str, object] | NotGiven = NOT_GIVEN,
        extra_headers: Headers | None = None,
        extra_query: Query | None = None,
        extra_body: Body | None = None,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
    ) -> Document:
        """
        Create Document

        Embed text as a vector and create a Document

        Args:
          collection_id: ID of the collection

          app_id: ID of the app

          user_id: ID of the user
        """
        return await self._request(
            "post",
            self._path(
                "/v1/apps/{app_id}/users/{user_id}/collections/{collection_id}/documents",
                {"app_id": app_id, "user_id": user_id, "collection_id": collection_id},
            ),
            cast_to=Document,
            body={"content": content, "metadata": metadata},
            security=[["HTTPBearer"], []],
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
            timeout=timeout,
        )

    async def get(
        self,
        document_id: str,
        *,
        app_id: str,
        user_id: str,
        collection_id: str,
        extra_headers: Headers | None = None,
        extra_query: Query | None = None,
        extra_body: Body | None = None,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
    ) -> Document:
        """
        Get Document

        Get a document by ID

        Args:
          document_id: ID of the document to retrieve

          app_id: ID of the app

          user_id: ID of the user

          collection_id: ID of the collection
        """
        return await self._request(
            "get",
            self._path(
                "/v1/apps/{app_id}/users/{user_id}/collections/{collection_id}/documents/{document_id}",
                {"app_id": app_id, "user_id": user_id, "collection_id": collection_id, "document_id": document_id},
            ),
            cast_to=Document,
            security=[["HTTPBearer"], []],
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
            timeout=timeout,
        )

    async def update(
        self,
        document_id: str,
        *,
        app_id: str,
        user_id: str,
        collection_id: str,
        metadata: Optional[Dict[str, object]] | NotGiven = NOT_GIVEN,
        content: Optional[str] | NotGiven = NOT_GIVEN,
        extra_headers: Headers | None = None,
        extra_query: Query | None = None,
        extra_body: Body | None = None,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
    ) -> Document:
        """
        Update Document

        Update the content and/or the metadata of a Document

        Args:
          document_id: ID of the document to update

          app_id: ID of the app

          user_id: ID of the user

          collection_id: ID of the collection
        """
        return await self._request(
            "put",
            self._path(
                "/v1/apps/{app_id}/users/{user_id}/collections/{collection_id}/documents/{document_id}",
                {"app_id": app_id, "user_id": user_id, "collection_id": collection_id, "document_id": document_id},
            ),
            cast_to=Document,
            body={"metadata": metadata, "content": content},
            security=[["HTTPBearer"], []],
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
            timeout=timeout,
        )

    async def delete(
        self,
        document_id: str,
        *,
        app_id: str,
        user_id: str,
        collection_id: str,
        extra_headers: Headers | None = None,
        extra_query: Query | None = None,
        extra_body: Body | None = None,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
    ) -> DocumentDeleteResponse:
        """
        Delete Document

        Delete a Document by ID

        Args:
          document_id: ID of the document to delete

          app_id: ID of the app

          user_id: ID of the user

          collection_id: ID of the collection
        """
        return await self._request(
            "delete",
            self._path(
                "/v1/apps/{app_id}/users/{user_id}/collections/{collection_id}/documents/{document_id}",
                {"app_id": app_id, "user_id": user_id, "collection_id": collection_id, "document_id": document_id},
            ),
            cast_to=DocumentDeleteResponse,
            security=[["HTTPBearer"], []],
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
            timeout=timeout,
        )

    async def query(
        self,
        collection_id: str,
        *,
        app_id: str,
        user_id: str,
        query: str,
        filter: Optional[Dict[str, object]] | NotGiven = NOT_GIVEN,
        top_k: int | NotGiven = NOT_GIVEN,
        extra_headers: Headers | None = None,
        extra_query: Query | None = None,
        extra_body: Body | None = None,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
    ) -> DocumentQueryResponse:
        """
        Query Documents

        Cosine Similarity Search for Documents

        Args:
          collection_id: ID of the collection

          app_id: ID of the app

          user_id: ID of the user
        """
        return await self._request(
            "post",
            self._path(
                "/v1/apps/{app_id}/users/{user_id}/collections/{collection_id}/documents/query",
                {"app_id": app_id, "user_id": user_id, "collection_id": collection_id},
            ),
            cast_to=DocumentQueryResponse,
            body={"query": query, "filter": filter, "top_k": top_k},
            security=[["HTTPBearer"], []],
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
            timeout=timeout,
        )


class DocumentsResourceWithRawResponse:
    """Methods that return the raw response (headers, status) with the parsed data available from `.parse()`."""

    def __init__(self, resource: DocumentsResource) -> None:
        self._resource = resource
        self.list = to_raw_response_wrapper(resource.list)
        self.create = to_raw_response_wrapper(resource.create)
        self.get = to_raw_response_wrapper(resource.get)
        self.update = to_raw_response_wrapper(resource.update)
        self.delete = to_raw_response_wrapper(resource.delete)
        self.query = to_raw_response_wrapper(resource.query)


class AsyncDocumentsResourceWithRawResponse:
    """Methods that return the raw response (headers, status) with the parsed data available from `.parse()`."""

    def __init__(self, resource: AsyncDocumentsResource) -> None:
        self._resource = resource
        self.list = async_to_raw_response_wrapper(resource.list)
        self.create = async_to_raw_response_wrapper(resource.create)
        self.get = async_to_raw_response_wrapper(resource.get)
        self.update = async_to_raw_response_wrapper(resource.update)
        self.delete = async_to_raw_response_wrapper(resource.delete)
        self.query = async_to_raw_response_wrapper(resource.query)


class DocumentsResourceWithStreamingResponse:
    """Methods that return the response before its body is read, as a context manager."""

    def __init__(self, resource: DocumentsResource) -> None:
        self._resource = resource
        self.list = to_streamed_response_wrapper(resource.list)
        self.create = to_streamed_response_wrapper(resource.create)
        self.get = to_streamed_response_wrapper(resource.get)
        self.update = to_streamed_response_wrapper(resource.update)
        self.delete = to_streamed_response_wrapper(resource.delete)
        self.query = to_streamed_response_wrapper(resource.query)


class AsyncDocumentsResourceWithStreamingResponse:
    """Methods that return the response before its body is read, as a context manager."""

    def __init__(self, resource: AsyncDocumentsResource) -> None:
        self._resource = resource
        self.list = async_to_streamed_response_wrapper(resource.list)
        self.create = async_to_streamed_response_wrapper(resource.create)
        self.get = async_to_streamed_response_wrapper(resource.get)
        self.update = async_to_streamed_response_wrapper(resource.update)
        self.delete = async_to_streamed_response_wrapper(resource.delete)
        self.query = async_to_streamed_response_wrapper(resource.query)
