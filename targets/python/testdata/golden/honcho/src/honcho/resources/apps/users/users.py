# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

from __future__ import annotations

from functools import cached_property
from typing import Dict, Optional

from ...._pages import AsyncPaginator
from ...._resource import AsyncAPIResource, SyncAPIResource
from ...._response import (
    async_to_raw_response_wrapper,
    async_to_streamed_response_wrapper,
    to_raw_response_wrapper,
    to_streamed_response_wrapper,
)
from ...._types import NOT_GIVEN, Body, Headers, NotGiven, Query, Timeout
from ....pagination import AsyncPage, SyncPage
from ....types.apps.user import User
from .collections.collections import (
    AsyncCollectionsResource,
    AsyncCollectionsResourceWithRawResponse,
    AsyncCollectionsResourceWithStreamingResponse,
    CollectionsResource,
    CollectionsResourceWithRawResponse,
    CollectionsResourceWithStreamingResponse,
)
from .metamessages import (
    AsyncMetamessagesResource,
    AsyncMetamessagesResourceWithRawResponse,
    AsyncMetamessagesResourceWithStreamingResponse,
    MetamessagesResource,
    MetamessagesResourceWithRawResponse,
    MetamessagesResourceWithStreamingResponse,
)
from .sessions.sessions import (
    AsyncSessionsResource,
    AsyncSessionsResourceWithRawResponse,
    AsyncSessionsResourceWithStreamingResponse,
    SessionsResource,
    SessionsResourceWithRawResponse,
    SessionsResourceWithStreamingResponse,
)


class UsersResource(SyncAPIResource):
    @cached_property
    def metamessages(self) -> MetamessagesResource:
        return MetamessagesResource(self._client)

    @cached_property
    def sessions(self) -> SessionsResource:
        return SessionsResource(self._client)

    @cached_property
    def collections(self) -> CollectionsResource:
        return CollectionsResource(self._client)

    @cached_property
    def with_raw_response(self) -> UsersResourceWithRawResponse:
        return UsersResourceWithRawResponse(self)

    @cached_property
    def with_streaming_response(self) -> UsersResourceWithStreamingResponse:
        return UsersResourceWithStreamingResponse(self)

    def create(
        self,
        app_id: str,
        *,
        name: str,
        metadata: Dict[str, object] | NotGiven = NOT_GIVEN,
        extra_headers: Headers | None = None,
        extra_query: Query | None = None,
        extra_body: Body | None = None,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
    ) -> User:
        """
        Create User

        Create a new User

        Args:
          app_id: ID of the app
        """
        return self._request(
            "post",
            self._path("/v1/apps/{app_id}/users", {"app_id": app_id}),
            cast_to=User,
            body={"name": name, "metadata": metadata},
            security=[["HTTPBearer"], []],
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
            timeout=timeout,
        )

    def get(
        self,
        app_id: str,
        *,
        user_id: Optional[str] | NotGiven = NOT_GIVEN,
        extra_headers: Headers | None = None,
        extra_query: Query | None = None,
        extra_body: Body | None = None,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
    ) -> User:
        """
        Get User

        Get a User by ID

        If user_id is provided as a query parameter, it uses that (must match JWT app_id).
        Otherwise, it uses the user_id from the JWT token.

        Args:
          app_id: ID of the app

          user_id: User ID to retrieve. If not provided, users JWT token
        """
        return self._request(
            "get",
            self._path("/v1/apps/{app_id}/users", {"app_id": app_id}),
            cast_to=User,
            query={"user_id": user_id},
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
        extra_headers: Headers | None = None,
        extra_query: Query | None = None,
        extra_body: Body | None = None,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
    ) -> User:
        """
        Get User By Name

        Get a User by name

        Args:
          name: Name of the user to retrieve

          app_id: ID of the app
        """
        return self._request(
            "get",
            self._path("/v1/apps/{app_id}/users/name/{name}", {"app_id": app_id, "name": name}),
            cast_to=User,
            security=[["HTTPBearer"], []],
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
            timeout=timeout,
        )

    def get_or_create(
        self,
        name: str,
        *,
        app_id: str,
        extra_headers: Headers | None = None,
        extra_query: Query | None = None,
        extra_body: Body | None = None,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
    ) -> User:
        """
        Get Or Create User

        Get a User or create a new one by the input name

        Args:
          name: Name of the user to get or create

          app_id: ID of the app
        """
        return self._request(
            "get",
            self._path("/v1/apps/{app_id}/users/get_or_create/{name}", {"app_id": app_id, "name": name}),
            cast_to=User,
            security=[["HTTPBearer"], []],
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
            timeout=timeout,
        )

    def update(
        self,
        user_id: str,
        *,
        app_id: str,
        name: Optional[str] | NotGiven = NOT_GIVEN,
        metadata: Optional[Dict[str, object]] | NotGiven = NOT_GIVEN,
        extra_headers: Headers | None = None,
        extra_query: Query | None = None,
        extra_body: Body | None = None,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
    ) -> User:
        """
        Update User

        Update a User's name and/or metadata

        Args:
          user_id: ID of the user to update

          app_id: ID of the app
        """
        return self._request(
            "put",
            self._path("/v1/apps/{app_id}/users/{user_id}", {"app_id": app_id, "user_id": user_id}),
            cast_to=User,
            body={"name": name, "metadata": metadata},
            security=[["HTTPBearer"], []],
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
            timeout=timeout,
        )

    def list(
        self,
        app_id: str,
        *,
        reverse: bool | NotGiven = NOT_GIVEN,
        page: int | NotGiven = NOT_GIVEN,
        size: int | NotGiven = NOT_GIVEN,
        filter: Optional[Dict[str, object]] | NotGiven = NOT_GIVEN,
        extra_headers: Headers | None = None,
        extra_query: Query | None = None,
        extra_body: Body | None = None,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
    ) -> SyncPage[User]:
        """
        Get Users

        Get All Users for an App

        Args:
          app_id: ID of the app

          reverse: Whether to reverse the order of results

          page: Page number

          size: Page size
        """
        return self._request_page(
            "post",
            self._path("/v1/apps/{app_id}/users/list", {"app_id": app_id}),
            page=SyncPage[User],
            item=User,
            items_path=("items",),
            query={"reverse": reverse, "page": page, "size": size},
            body={"filter": filter},
            security=[["HTTPBearer"], []],
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
            timeout=timeout,
        )


class AsyncUsersResource(AsyncAPIResource):
    @cached_property
    def metamessages(self) -> AsyncMetamessagesResource:
        return AsyncMetamessagesResource(self._client)

    @cached_property
    def sessions(self) -> AsyncSessionsResource:
        return AsyncSessionsResource(self._client)

    @cached_property
    def collections(self) -> AsyncCollectionsResource:
        return AsyncCollectionsResource(self._client)

    @cached_property
    def with_raw_response(self) -> AsyncUsersResourceWithRawResponse:
        return AsyncUsersResourceWithRawResponse(self)

    @cached_property
    def with_streaming_response(self) -> AsyncUsersResourceWithStreamingResponse:
        return AsyncUsersResourceWithStreamingResponse(self)

    async def create(
        self,
        app_id: str,
        *,
        name: str,
        metadata: Dict[str, object] | NotGiven = NOT_GIVEN,
        extra_headers: Headers | None = None,
        extra_query: Query | None = None,
        extra_body: Body | None = None,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
    ) -> User:
        """
        Create User

        Create a new User

        Args:
          app_id: ID of the app
        """
        return await self._request(
            "post",
            self._path("/v1/apps/{app_id}/users", {"app_id": app_id}),
            cast_to=User,
            body={"name": name, "metadata": metadata},
            security=[["HTTPBearer"], []],
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
            timeout=timeout,
        )

    async def get(
        self,
        app_id: str,
        *,
        user_id: Optional[str] | NotGiven = NOT_GIVEN,
        extra_headers: Headers | None = None,
        extra_query: Query | None = None,
        extra_body: Body | None = None,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
    ) -> User:
        """
        Get User

        Get a User by ID

        If user_id is provided as a query parameter, it uses that (must match JWT app_id).
        Otherwise, it uses the user_id from the JWT token.

        Args:
          app_id: ID of the app

          user_id: User ID to retrieve. If not provided, users JWT token
        """
        return await self._request(
            "get",
            self._path("/v1/apps/{app_id}/users", {"app_id": app_id}),
            cast_to=User,
            query={"user_id": user_id},
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
        extra_headers: Headers | None = None,
        extra_query: Query | None = None,
        extra_body: Body | None = None,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
    ) -> User:
        """
        Get User By Name

        Get a User by name

        Args:
          name: Name of the user to retrieve

          app_id: ID of the app
        """
        return await self._request(
            "get",
            self._path("/v1/apps/{app_id}/users/name/{name}", {"app_id": app_id, "name": name}),
            cast_to=User,
            security=[["HTTPBearer"], []],
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
            timeout=timeout,
        )

    async def get_or_create(
        self,
        name: str,
        *,
        app_id: str,
        extra_headers: Headers | None = None,
        extra_query: Query | None = None,
        extra_body: Body | None = None,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
    ) -> User:
        """
        Get Or Create User

        Get a User or create a new one by the input name

        Args:
          name: Name of the user to get or create

          app_id: ID of the app
        """
        return await self._request(
            "get",
            self._path("/v1/apps/{app_id}/users/get_or_create/{name}", {"app_id": app_id, "name": name}),
            cast_to=User,
            security=[["HTTPBearer"], []],
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
            timeout=timeout,
        )

    async def update(
        self,
        user_id: str,
        *,
        app_id: str,
        name: Optional[str] | NotGiven = NOT_GIVEN,
        metadata: Optional[Dict[str, object]] | NotGiven = NOT_GIVEN,
        extra_headers: Headers | None = None,
        extra_query: Query | None = None,
        extra_body: Body | None = None,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
    ) -> User:
        """
        Update User

        Update a User's name and/or metadata

        Args:
          user_id: ID of the user to update

          app_id: ID of the app
        """
        return await self._request(
            "put",
            self._path("/v1/apps/{app_id}/users/{user_id}", {"app_id": app_id, "user_id": user_id}),
            cast_to=User,
            body={"name": name, "metadata": metadata},
            security=[["HTTPBearer"], []],
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
            timeout=timeout,
        )

    def list(
        self,
        app_id: str,
        *,
        reverse: bool | NotGiven = NOT_GIVEN,
        page: int | NotGiven = NOT_GIVEN,
        size: int | NotGiven = NOT_GIVEN,
        filter: Optional[Dict[str, object]] | NotGiven = NOT_GIVEN,
        extra_headers: Headers | None = None,
        extra_query: Query | None = None,
        extra_body: Body | None = None,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
    ) -> AsyncPaginator[User, AsyncPage[User]]:
        """
        Get Users

        Get All Users for an App

        Args:
          app_id: ID of the app

          reverse: Whether to reverse the order of results

          page: Page number

          size: Page size
        """
        return self._request_page(
            "post",
            self._path("/v1/apps/{app_id}/users/list", {"app_id": app_id}),
            page=AsyncPage[User],
            item=User,
            items_path=("items",),
            query={"reverse": reverse, "page": page, "size": size},
            body={"filter": filter},
            security=[["HTTPBearer"], []],
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
            timeout=timeout,
        )


class UsersResourceWithRawResponse:
    """Methods that return the raw response (headers, status) with the parsed data available from `.parse()`."""

    def __init__(self, resource: UsersResource) -> None:
        self._resource = resource
        self.create = to_raw_response_wrapper(resource.create)
        self.get = to_raw_response_wrapper(resource.get)
        self.get_by_name = to_raw_response_wrapper(resource.get_by_name)
        self.get_or_create = to_raw_response_wrapper(resource.get_or_create)
        self.update = to_raw_response_wrapper(resource.update)
        self.list = to_raw_response_wrapper(resource.list)

    @cached_property
    def metamessages(self) -> MetamessagesResourceWithRawResponse:
        return MetamessagesResourceWithRawResponse(self._resource.metamessages)

    @cached_property
    def sessions(self) -> SessionsResourceWithRawResponse:
        return SessionsResourceWithRawResponse(self._resource.sessions)

    @cached_property
    def collections(self) -> CollectionsResourceWithRawResponse:
        return CollectionsResourceWithRawResponse(self._resource.collections)


class AsyncUsersResourceWithRawResponse:
    """Methods that return the raw response (headers, status) with the parsed data available from `.parse()`."""

    def __init__(self, resource: AsyncUsersResource) -> None:
        self._resource = resource
        self.create = async_to_raw_response_wrapper(resource.create)
        self.get = async_to_raw_response_wrapper(resource.get)
        self.get_by_name = async_to_raw_response_wrapper(resource.get_by_name)
        self.get_or_create = async_to_raw_response_wrapper(resource.get_or_create)
        self.update = async_to_raw_response_wrapper(resource.update)
        self.list = async_to_raw_response_wrapper(resource.list)

    @cached_property
    def metamessages(self) -> AsyncMetamessagesResourceWithRawResponse:
        return AsyncMetamessagesResourceWithRawResponse(self._resource.metamessages)

    @cached_property
    def sessions(self) -> AsyncSessionsResourceWithRawResponse:
        return AsyncSessionsResourceWithRawResponse(self._resource.sessions)

    @cached_property
    def collections(self) -> AsyncCollectionsResourceWithRawResponse:
        return AsyncCollectionsResourceWithRawResponse(self._resource.collections)


class UsersResourceWithStreamingResponse:
    """Methods that return the response before its body is read, as a context manager."""

    def __init__(self, resource: UsersResource) -> None:
        self._resource = resource
        self.create = to_streamed_response_wrapper(resource.create)
        self.get = to_streamed_response_wrapper(resource.get)
        self.get_by_name = to_streamed_response_wrapper(resource.get_by_name)
        self.get_or_create = to_streamed_response_wrapper(resource.get_or_create)
        self.update = to_streamed_response_wrapper(resource.update)
        self.list = to_streamed_response_wrapper(resource.list)

    @cached_property
    def metamessages(self) -> MetamessagesResourceWithStreamingResponse:
        return MetamessagesResourceWithStreamingResponse(self._resource.metamessages)

    @cached_property
    def sessions(self) -> SessionsResourceWithStreamingResponse:
        return SessionsResourceWithStreamingResponse(self._resource.sessions)

    @cached_property
    def collections(self) -> CollectionsResourceWithStreamingResponse:
        return CollectionsResourceWithStreamingResponse(self._resource.collections)


class AsyncUsersResourceWithStreamingResponse:
    """Methods that return the response before its body is read, as a context manager."""

    def __init__(self, resource: AsyncUsersResource) -> None:
        self._resource = resource
        self.create = async_to_streamed_response_wrapper(resource.create)
        self.get = async_to_streamed_response_wrapper(resource.get)
        self.get_by_name = async_to_streamed_response_wrapper(resource.get_by_name)
        self.get_or_create = async_to_streamed_response_wrapper(resource.get_or_create)
        self.update = async_to_streamed_response_wrapper(resource.update)
        self.list = async_to_streamed_response_wrapper(resource.list)

    @cached_property
    def metamessages(self) -> AsyncMetamessagesResourceWithStreamingResponse:
        return AsyncMetamessagesResourceWithStreamingResponse(self._resource.metamessages)

    @cached_property
    def sessions(self) -> AsyncSessionsResourceWithStreamingResponse:
        return AsyncSessionsResourceWithStreamingResponse(self._resource.sessions)

    @cached_property
    def collections(self) -> AsyncCollectionsResourceWithStreamingResponse:
        return AsyncCollectionsResourceWithStreamingResponse(self._resource.collections)
