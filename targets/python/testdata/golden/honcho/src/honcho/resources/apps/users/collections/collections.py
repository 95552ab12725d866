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
from .....types.apps.users.collection import Collection
from .....types.apps.users.collection_delete_response import CollectionDeleteResponse
from .documents import (
    AsyncDocumentsResource,
    AsyncDocumentsResourceWithRawResponse,
    AsyncDocumentsResourceWithStreamingResponse,
    DocumentsResource,
    DocumentsResourceWithRawResponse,
    DocumentsResourceWithStreamingResponse,
)


class CollectionsResource(SyncAPIResource):
    @cached_property
    def documents(self) -> DocumentsResource:
        return DocumentsResource(self._client)

    @cached_property
    def with_raw_response(self) -> CollectionsResourceWithRawResponse:
        return CollectionsResourceWithRawResponse(self)

    @cached_property
    def with_streaming_response(self) -> CollectionsResourceWithStreamingResponse:
        return CollectionsResourceWithStreamingResponse(self)

    def list(
        self,
        user_id: str,
        *,
        app_id: str,
        reverse: Optional[bool] | NotGiven = NOT_GIVEN,
        page: int | NotGiven = NOT_GIVEN,
        size: int | NotGiven = NOT_GIVEN,
        filter: Optional[Dict[str, object]] | NotGiven = NOT_GIVEN,
        extra_headers: Headers | None = None,
        extra_query: Query | None = None,
        extra_body: Body | None = None,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
    ) -> SyncPage[Collection]:
        """
        Get Collections

        Get All Collections for a User

        Args:
          user_id: ID of the user

          app_id: ID of the app

          reverse: Whether to reverse the order of results

          page: Page number

          size: Page size
        """
        return self._request_page(
            "post",
            self._path("/v1/apps/{app_id}/users/{user_id}/collections/list", {"app_id": app_id, "user_id": user_id}),
            page=SyncPage[Collection],
            item=Collection,
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
        user_id: str,
        *,
        app_id: str,
        name: str,
        metadata: Dict[str, object] | NotGiven = NOT_GIVEN,
        extra_headers: Headers | None = None,
        extra_query: Query | None = None,
        extra_body: Body | None = None,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
    ) -> Collection:
        """
        Create Collection

        Create a new Collection

        Args:
          user_id: ID of the user

          app_id: ID of the app
        """
        return self._request(
            "post",
            self._path("/v1/apps/{app_id}/users/{user_id}/collections", {"app_id": app_id, "user_id": user_id}),
            cast_to=Collection,
            body={"name": name, "metadata": metadata},
            security=[["HTTPBearer"], []],
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
            timeout=timeout,
        )

    def get_by_name(
        self,
        name: str,
        *,
        app_id: str,
        user_id: str,
        extra_headers: Headers | None = None,
        extra_query: Query | None = None,
        extra_body: Body | None = None,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
    ) -> Collection:
        """
        Get Collection By Name

        Get a Collection by Name

        Args:
          name: Name of the collection to retrieve

          app_id: ID of the app

          user_id: ID of the user
        """
        return self._request(
            "get",
            self._path(
                "/v1/apps/{app_id}/users/{user_id}/collections/name/{name}",
                {"app_id": app_id, "user_id": user_id, "name": name},
            ),
            cast_to=Collection,
            security=[["HTTPBearer"], []],
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
            timeout=timeout,
        )

    def update(
        self,
        collection_id: str,
        *,
        app_id: str,
        user_id: str,
        name: Optional[str] | NotGiven = NOT_GIVEN,
        metadata: Optional[Dict[str, object]] | NotGiven = NOT_GIVEN,
        extra_headers: Headers | None = None,
        extra_query: Query | None = None,
        extra_body: Body | None = None,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
    ) -> Collection:
        """
        Update Collection

        Update a Collection's name or metadata

        Args:
          collection_id: ID of the collection to update

          app_id: ID of the app

          user_id: ID of the user
        """
        return self._request(
            "put",
            self._path(
                "/v1/apps/{app_id}/users/{user_id}/collections/{collection_id}",
                {"app_id": app_id, "user_id": user_id, "collection_id": collection_id},
            ),
            cast_to=Collection,
            body={"name": name, "metadata": metadata},
            security=[["HTTPBearer"], []],
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
            timeout=timeout,
        )

    def delete(
        self,
        collection_id: str,
        *,
        app_id: str,
        user_id: str,
        extra_headers: Headers | None = None,
        extra_query: Query | None = None,
        extra_body: Body | None = None,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
    ) -> CollectionDeleteResponse:
        """
        Delete Collection

        Delete a Collection and its documents

        Args:
          collection_id: ID of the collection to delete

          app_id: ID of the app

          user_id: ID of the user
        """
        return self._request(
            "delete",
            self._path(
                "/v1/apps/{app_id}/users/{user_id}/collections/{collection_id}",
                {"app_id": app_id, "user_id": user_id, "collection_id": collection_id},
            ),
            cast_to=CollectionDeleteResponse,
            security=[["HTTPBearer"], []],
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
            timeout=timeout,
        )

    def get(
        self,
        user_id: str,
        *,
        app_id: str,
        collection_id: Optional[str] | NotGiven = NOT_GIVEN,
        extra_headers: Headers | None = None,
        extra_query: Query | None = None,
        extra_body: Body | None = None,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
    ) -> Collection:
        """
        Get Collection

        Get a specific collection for a user.

        If collection_id is provided as a query parameter, it uses that (must match JWT collection_id).
        Otherwise, it uses the collection_id from the JWT token.

        Args:
          user_id: ID of the user

          app_id: ID of the app

          collection_id: Collection ID to retrieve. If not provided, uses JWT token
        """
        return self._request(
            "get",
            self._path("/v1/apps/{app_id}/users/{user_id}/collections", {"app_id": app_id, "user_id": user_id}),
            cast_to=Collection,
            query={"collection_id": collection_id},
            security=[["HTTPBearer"], []],
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
            timeout=timeout,
        )


class AsyncCollectionsResource(AsyncAPIResource):
    @cached_property
    def documents(self) -> AsyncDocumentsResource:
        return AsyncDocumentsResource(self._client)

    @cached_property
    def with_raw_response(self) -> AsyncCollectionsResourceWithRawResponse:
        return AsyncCollectionsResourceWithRawResponse(self)

    @cached_property
    def with_streaming_response(self) -> AsyncCollectionsResourceWithStreamingResponse:
        return AsyncCollectionsResourceWithStreamingResponse(self)

    def list(
        self,
        user_id: str,
        *,
        app_id: str,
        reverse: Optional[bool] | NotGiven = NOT_GIVEN,
        page: int | NotGiven = NOT_GIVEN,
        size: int | NotGiven = NOT_GIVEN,
        filter: Optional[Dict[str, object]] | NotGiven = NOT_GIVEN,
        extra_headers: Headers | None = None,
        extra_query: Query | None = None,
        extra_body: Body | None = None,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
    ) -> AsyncPaginator[Collection, AsyncPage[Collection]]:
        """
        Get Collections

        Get All Collections for a User

        Args:
          user_id: ID of the user

          app_id: ID of the app

          reverse: Whether to reverse the order of results

          page: Page number

          size: Page size
        """
        return self._request_page(
            "post",
            self._path("/v1/apps/{app_id}/users/{user_id}/collections/list", {"app_id": app_id, "user_id": user_id}),
            page=AsyncPage[Collection],
            item=Collection,
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
        user_id: str,
        *,
        app_id: str,
        name: str,
        metadata: Dict[str, object] | NotGiven = NOT_GIVEN,
        extra_headers: Headers | None = None,
        extra_query: Query | None = None,
        extra_body: Body | None = None,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
    ) -> Collection:
        """
        Create Collection

        Create a new Collection

        Args:
          user_id: ID of the user

          app_id: ID of the app
        """
        return await self._request(
            "post",
            self._path("/v1/apps/{app_id}/users/{user_id}/collections", {"app_id": app_id, "user_id": user_id}),
            cast_to=Collection,
            body={"name": name, "metadata": metadata},
            security=[["HTTPBearer"], []],
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
            timeout=timeout,
        )

    async def get_by_name(
        self,
        name: str,
        *,
        app_id: str,
        user_id: str,
        extra_headers: Headers | None = None,
        extra_query: Query | None = None,
        extra_body: Body | None = None,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
    ) -> Collection:
        """
        Get Collection By Name

        Get a Collection by Name

        Args:
          name: Name of the collection to retrieve

          app_id: ID of the app

          user_id: ID of the user
        """
        return await self._request(
            "get",
            self._path(
                "/v1/apps/{app_id}/users/{user_id}/collections/name/{name}",
                {"app_id": app_id, "user_id": user_id, "name": name},
            ),
            cast_to=Collection,
            security=[["HTTPBearer"], []],
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
            timeout=timeout,
        )

    async def update(
        self,
        collection_id: str,
        *,
        app_id: str,
        user_id: str,
        name: Optional[str] | NotGiven = NOT_GIVEN,
        metadata: Optional[Dict[str, object]] | NotGiven = NOT_GIVEN,
        extra_headers: Headers | None = None,
        extra_query: Query | None = None,
        extra_body: Body | None = None,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
    ) -> Collection:
        """
        Update Collection

        Update a Collection's name or metadata

        Args:
          collection_id: ID of the collection to update

          app_id: ID of the app

          user_id: ID of the user
        """
        return await self._request(
            "put",
            self._path(
                "/v1/apps/{app_id}/users/{user_id}/collections/{collection_id}",
                {"app_id": app_id, "user_id": user_id, "collection_id": collection_id},
            ),
            cast_to=Collection,
            body={"name": name, "metadata": metadata},
            security=[["HTTPBearer"], []],
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
            timeout=timeout,
        )

    async def delete(
        self,
        collection_id: str,
        *,
        app_id: str,
        user_id: str,
        extra_headers: Headers | None = None,
        extra_query: Query | None = None,
        extra_body: Body | None = None,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
    ) -> CollectionDeleteResponse:
        """
        Delete Collection

        Delete a Collection and its documents

        Args:
          collection_id: ID of the collection to delete

          app_id: ID of the app

          user_id: ID of the user
        """
        return await self._request(
            "delete",
            self._path(
                "/v1/apps/{app_id}/users/{user_id}/collections/{collection_id}",
                {"app_id": app_id, "user_id": user_id, "collection_id": collection_id},
            ),
            cast_to=CollectionDeleteResponse,
            security=[["HTTPBearer"], []],
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
            timeout=timeout,
        )

    async def get(
        self,
        user_id: str,
        *,
        app_id: str,
        collection_id: Optional[str] | NotGiven = NOT_GIVEN,
        extra_headers: Headers | None = None,
        extra_query: Query | None = None,
        extra_body: Body | None = None,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
    ) -> Collection:
        """
        Get Collection

        Get a specific collection for a user.

        If collection_id is provided as a query parameter, it uses that (must match JWT collection_id).
        Otherwise, it uses the collection_id from the JWT token.

        Args:
          user_id: ID of the user

          app_id: ID of the app

          collection_id: Collection ID to retrieve. If not provided, uses JWT token
        """
        return await self._request(
            "get",
            self._path("/v1/apps/{app_id}/users/{user_id}/collections", {"app_id": app_id, "user_id": user_id}),
            cast_to=Collection,
            query={"collection_id": collection_id},
            security=[["HTTPBearer"], []],
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
            timeout=timeout,
        )


class CollectionsResourceWithRawResponse:
    """Methods that return the raw response (headers, status) with the parsed data available from `.parse()`."""

    def __init__(self, resource: CollectionsResource) -> None:
        self._resource = resource
        self.list = to_raw_response_wrapper(resource.list)
        self.create = to_raw_response_wrapper(resource.create)
        self.get_by_name = to_raw_response_wrapper(resource.get_by_name)
        self.update = to_raw_response_wrapper(resource.update)
        self.delete = to_raw_response_wrapper(resource.delete)
        self.get = to_raw_response_wrapper(resource.get)

    @cached_property
    def documents(self) -> DocumentsResourceWithRawResponse:
        return DocumentsResourceWithRawResponse(self._resource.documents)


class AsyncCollectionsResourceWithRawResponse:
    """Methods that return the raw response (headers, status) with the parsed data available from `.parse()`."""

    def __init__(self, resource: AsyncCollectionsResource) -> None:
        self._resource = resource
        self.list = async_to_raw_response_wrapper(resource.list)
        self.create = async_to_raw_response_wrapper(resource.create)
        self.get_by_name = async_to_raw_response_wrapper(resource.get_by_name)
        self.update = async_to_raw_response_wrapper(resource.update)
        self.delete = async_to_raw_response_wrapper(resource.delete)
        self.get = async_to_raw_response_wrapper(resource.get)

    @cached_property
    def documents(self) -> AsyncDocumentsResourceWithRawResponse:
        return AsyncDocumentsResourceWithRawResponse(self._resource.documents)


class CollectionsResourceWithStreamingResponse:
    """Methods that return the response before its body is read, as a context manager."""

    def __init__(self, resource: CollectionsResource) -> None:
        self._resource = resource
        self.list = to_streamed_response_wrapper(resource.list)
        self.create = to_streamed_response_wrapper(resource.create)
        self.get_by_name = to_streamed_response_wrapper(resource.get_by_name)
        self.update = to_streamed_response_wrapper(resource.update)
        self.delete = to_streamed_response_wrapper(resource.delete)
        self.get = to_streamed_response_wrapper(resource.get)

    @cached_property
    def documents(self) -> DocumentsResourceWithStreamingResponse:
        return DocumentsResourceWithStreamingResponse(self._resource.documents)


class AsyncCollectionsResourceWithStreamingResponse:
    """Methods that return the response before its body is read, as a context manager."""

    def __init__(self, resource: AsyncCollectionsResource) -> None:
        self._resource = resource
        self.list = async_to_streamed_response_wrapper(resource.list)
        self.create = async_to_streamed_response_wrapper(resource.create)
        self.get_by_name = async_to_streamed_response_wrapper(resource.get_by_name)
        self.update = async_to_streamed_response_wrapper(resource.update)
        self.delete = async_to_streamed_response_wrapper(resource.delete)
        self.get = async_to_streamed_response_wrapper(resource.get)

    @cached_property
    def documents(self) -> AsyncDocumentsResourceWithStreamingResponse:
        return AsyncDocumentsResourceWithStreamingResponse(self._resource.documents)
