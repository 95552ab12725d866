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
from .....types.apps.users.dialectic_response import DialecticResponse
from .....types.apps.users.session import Session
from .....types.apps.users.session_delete_response import SessionDeleteResponse
from .....types.dialectic_options_queries import DialecticOptionsQueries
from .messages import (
    AsyncMessagesResource,
    AsyncMessagesResourceWithRawResponse,
    AsyncMessagesResourceWithStreamingResponse,
    MessagesResource,
    MessagesResourceWithRawResponse,
    MessagesResourceWithStreamingResponse,
)


class SessionsResource(SyncAPIResource):
    @cached_property
    def messages(self) -> MessagesResource:
        return MessagesResource(self._client)

    @cached_property
    def with_raw_response(self) -> SessionsResourceWithRawResponse:
        return SessionsResourceWithRawResponse(self)

    @cached_property
    def with_streaming_response(self) -> SessionsResourceWithStreamingResponse:
        return SessionsResourceWithStreamingResponse(self)

    def list(
        self,
        user_id: str,
        *,
        app_id: str,
        reverse: Optional[bool] | NotGiven = NOT_GIVEN,
        page: int | NotGiven = NOT_GIVEN,
        size: int | NotGiven = NOT_GIVEN,
        filter: Optional[Dict[str, object]] | NotGiven = NOT_GIVEN,
        is_active: bool | NotGiven = NOT_GIVEN,
        extra_headers: Headers | None = None,
        extra_query: Query | None = None,
        extra_body: Body | None = None,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
    ) -> SyncPage[Session]:
        """
        Get Sessions

        Get All Sessions for a User

        Args:
          user_id: ID of the user

          app_id: ID of the app

          reverse: Whether to reverse the order of results

          page: Page number

          size: Page size
        """
        return self._request_page(
            "post",
            self._path("/v1/apps/{app_id}/users/{user_id}/sessions/list", {"app_id": app_id, "user_id": user_id}),
            page=SyncPage[Session],
            item=Session,
            items_path=("items",),
            query={"reverse": reverse, "page": page, "size": size},
            body={"filter": filter, "is_active": is_active},
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
        metadata: Dict[str, object] | NotGiven = NOT_GIVEN,
        extra_headers: Headers | None = None,
        extra_query: Query | None = None,
        extra_body: Body | None = None,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
    ) -> Session:
        """
        Create Session

        Create a Session for a User

        Args:
          user_id: ID of the user

          app_id: ID of the app
        """
        return self._request(
            "post",
            self._path("/v1/apps/{app_id}/users/{user_id}/sessions", {"app_id": app_id, "user_id": user_id}),
            cast_to=Session,
            body={"metadata": metadata},
            security=[["HTTPBearer"], []],
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
            timeout=timeout,
        )

    def update(
        self,
        session_id: str,
        *,
        app_id: str,
        user_id: str,
        metadata: Dict[str, object],
        extra_headers: Headers | None = None,
        extra_query: Query | None = None,
        extra_body: Body | None = None,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
    ) -> Session:
        """
        Update Session

        Update the metadata of a Session

        Args:
          session_id: ID of the session to update

          app_id: ID of the app

          user_id: ID of the user
        """
        return self._request(
            "put",
            self._path(
                "/v1/apps/{app_id}/users/{user_id}/sessions/{session_id}",
                {"app_id": app_id, "user_id": user_id, "session_id": session_id},
            ),
            cast_to=Session,
            body={"metadata": metadata},
            security=[["HTTPBearer"], []],
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
            timeout=timeout,
        )

    def delete(
        self,
        session_id: str,
        *,
        app_id: str,
        user_id: str,
        extra_headers: Headers | None = None,
        extra_query: Query | None = None,
        extra_body: Body | None = None,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
    ) -> SessionDeleteResponse:
        """
        Delete Session

        Delete a session by marking it as inactive

        Args:
          session_id: ID of the session to delete

          app_id: ID of the app

          user_id: ID of the user
        """
        return self._request(
            "delete",
            self._path(
                "/v1/apps/{app_id}/users/{user_id}/sessions/{session_id}",
                {"app_id": app_id, "user_id": user_id, "session_id": session_id},
            ),
            cast_to=SessionDeleteResponse,
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
        session_id: Optional[str] | NotGiven = NOT_GIVEN,
        extra_headers: Headers | None = None,
        extra_query: Query | None = None,
        extra_body: Body | None = None,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
    ) -> Session:
        """
        Get Session

        Get a specific session for a user.

        If session_id is provided as a query parameter, it uses that (must match JWT session_id).
        Otherwise, it uses the session_id from the JWT token.

        Args:
          user_id: ID of the user

          app_id: ID of the app

          session_id: Session ID to retrieve. If not provided, uses JWT token
        """
        return self._request(
            "get",
            self._path("/v1/apps/{app_id}/users/{user_id}/sessions", {"app_id": app_id, "user_id": user_id}),
            cast_to=Session,
            query={"session_id": session_id},
            security=[["HTTPBearer"], []],
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
            timeout=timeout,
        )

    def chat(
        self,
        session_id: str,
        *,
        app_id: str,
        user_id: str,
        queries: DialecticOptionsQueries,
        stream: bool | NotGiven = NOT_GIVEN,
        extra_headers: Headers | None = None,
        extra_query: Query | None = None,
        extra_body: Body | None = None,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
    ) -> DialecticResponse:
        """
        Chat with the Dialectic API

        Args:
          session_id: ID of the session

          app_id: ID of the app

          user_id: ID of the user
        """
        return self._request(
            "post",
            self._path(
                "/v1/apps/{app_id}/users/{user_id}/sessions/{session_id}/chat",
                {"app_id": app_id, "user_id": user_id, "session_id": session_id},
            ),
            cast_to=DialecticResponse,
            body={"queries": queries, "stream": stream},
            security=[["HTTPBearer"], []],
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
            timeout=timeout,
        )

    def clone(
        self,
        session_id: str,
        *,
        app_id: str,
        user_id: str,
        message_id: Optional[str] | NotGiven = NOT_GIVEN,
        deep_copy: bool | NotGiven = NOT_GIVEN,
        extra_headers: Headers | None = None,
        extra_query: Query | None = None,
        extra_body: Body | None = None,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
    ) -> Session:
        """
        Clone Session

        Clone a session, optionally up to a specific message

        Args:
          session_id: ID of the session to clone

          app_id: ID of the app

          user_id: ID of the user

          message_id: Message ID to cut off the clone at

          deep_copy: Whether to deep copy metamessages
        """
        return self._request(
            "get",
            self._path(
                "/v1/apps/{app_id}/users/{user_id}/sessions/{session_id}/clone",
                {"app_id": app_id, "user_id": user_id, "session_id": session_id},
            ),
            cast_to=Session,
            query={"message_id": message_id, "deep_copy": deep_copy},
            security=[["HTTPBearer"], []],
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
            timeout=timeout,
        )


class AsyncSessionsResource(AsyncAPIResource):
    @cached_property
    def messages(self) -> AsyncMessagesResource:
        return AsyncMessagesResource(self._client)

    @cached_property
    def with_raw_response(self) -> AsyncSessionsResourceWithRawResponse:
        return AsyncSessionsResourceWithRawResponse(self)

    @cached_property
    def with_streaming_response(self) -> AsyncSessionsResourceWithStreamingResponse:
        return AsyncSessionsResourceWithStreamingResponse(self)

    def list(
        self,
        user_id: str,
        *,
        app_id: str,
        reverse: Optional[bool] | NotGiven = NOT_GIVEN,
        page: int | NotGiven = NOT_GIVEN,
        size: int | NotGiven = NOT_GIVEN,
        filter: Optional[Dict[str, object]] | NotGiven = NOT_GIVEN,
        is_active: bool | NotGiven = NOT_GIVEN,
        extra_headers: Headers | None = None,
        extra_query: Query | None = None,
        extra_body: Body | None = None,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
    ) -> AsyncPaginator[Session, AsyncPage[Session]]:
        """
        Get Sessions

        Get All Sessions for a User

        Args:
          user_id: ID of the user

          app_id: ID of the app

          reverse: Whether to reverse the order of results

          page: Page number

          size: Page size
        """
        return self._request_page(
            "post",
            self._path("/v1/apps/{app_id}/users/{user_id}/sessions/list", {"app_id": app_id, "user_id": user_id}),
            page=AsyncPage[Session],
            item=Session,
            items_path=("items",),
            query={"reverse": reverse, "page": page, "size": size},
            body={"filter": filter, "is_active": is_active},
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
        metadata: Dict[str, object] | NotGiven = NOT_GIVEN,
        extra_headers: Headers | None = None,
        extra_query: Query | None = None,
        extra_body: Body | None = None,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
    ) -> Session:
        """
        Create Session

        Create a Session for a User

        Args:
          user_id: ID of the user

          app_id: ID of the app
        """
        return await self._request(
            "post",
            self._path("/v1/apps/{app_id}/users/{user_id}/sessions", {"app_id": app_id, "user_id": user_id}),
            cast_to=Session,
            body={"metadata": metadata},
            security=[["HTTPBearer"], []],
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
            timeout=timeout,
        )

    async def update(
        self,
        session_id: str,
        *,
        app_id: str,
        user_id: str,
        metadata: Dict[str, object],
        extra_headers: Headers | None = None,
        extra_query: Query | None = None,
        extra_body: Body | None = None,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
    ) -> Session:
        """
        Update Session

        Update the metadata of a Session

        Args:
          session_id: ID of the session to update

          app_id: ID of the app

          user_id: ID of the user
        """
        return await self._request(
            "put",
            self._path(
                "/v1/apps/{app_id}/users/{user_id}/sessions/{session_id}",
                {"app_id": app_id, "user_id": user_id, "session_id": session_id},
            ),
            cast_to=Session,
            body={"metadata": metadata},
            security=[["HTTPBearer"], []],
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
            timeout=timeout,
        )

    async def delete(
        self,
        session_id: str,
        *,
        app_id: str,
        user_id: str,
        extra_headers: Headers | None = None,
        extra_query: Query | None = None,
        extra_body: Body | None = None,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
    ) -> SessionDeleteResponse:
        """
        Delete Session

        Delete a session by marking it as inactive

        Args:
          session_id: ID of the session to delete

          app_id: ID of the app

          user_id: ID of the user
        """
        return await self._request(
            "delete",
            self._path(
                "/v1/apps/{app_id}/users/{user_id}/sessions/{session_id}",
                {"app_id": app_id, "user_id": user_id, "session_id": session_id},
            ),
            cast_to=SessionDeleteResponse,
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
        session_id: Optional[str] | NotGiven = NOT_GIVEN,
        extra_headers: Headers | None = None,
        extra_query: Query | None = None,
        extra_body: Body | None = None,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
    ) -> Session:
        """
        Get Session

        Get a specific session for a user.

        If session_id is provided as a query parameter, it uses that (must match JWT session_id).
        Otherwise, it uses the session_id from the JWT token.

        Args:
          user_id: ID of the user

          app_id: ID of the app

          session_id: Session ID to retrieve. If not provided, uses JWT token
        """
        return await self._request(
            "get",
            self._path("/v1/apps/{app_id}/users/{user_id}/sessions", {"app_id": app_id, "user_id": user_id}),
            cast_to=Session,
            query={"session_id": session_id},
            security=[["HTTPBearer"], []],
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
            timeout=timeout,
        )

    async def chat(
        self,
        session_id: str,
        *,
        app_id: str,
        user_id: str,
        queries: DialecticOptionsQueries,
        stream: bool | NotGiven = NOT_GIVEN,
        extra_headers: Headers | None = None,
        extra_query: Query | None = None,
        extra_body: Body | None = None,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
    ) -> DialecticResponse:
        """
        Chat with the Dialectic API

        Args:
          session_id: ID of the session

          app_id: ID of the app

          user_id: ID of the user
        """
        return await self._request(
            "post",
            self._path(
                "/v1/apps/{app_id}/users/{user_id}/sessions/{session_id}/chat",
                {"app_id": app_id, "user_id": user_id, "session_id": session_id},
            ),
            cast_to=DialecticResponse,
            body={"queries": queries, "stream": stream},
            security=[["HTTPBearer"], []],
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
            timeout=timeout,
        )

    async def clone(
        self,
        session_id: str,
        *,
        app_id: str,
        user_id: str,
        message_id: Optional[str] | NotGiven = NOT_GIVEN,
        deep_copy: bool | NotGiven = NOT_GIVEN,
        extra_headers: Headers | None = None,
        extra_query: Query | None = None,
        extra_body: Body | None = None,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
    ) -> Session:
        """
        Clone Session

        Clone a session, optionally up to a specific message

        Args:
          session_id: ID of the session to clone

          app_id: ID of the app

          user_id: ID of the user

          message_id: Message ID to cut off the clone at

          deep_copy: Whether to deep copy metamessages
        """
        return await self._request(
            "get",
            self._path(
                "/v1/apps/{app_id}/users/{user_id}/sessions/{session_id}/clone",
                {"app_id": app_id, "user_id": user_id, "session_id": session_id},
            ),
            cast_to=Session,
            query={"message_id": message_id, "deep_copy": deep_copy},
            security=[["HTTPBearer"], []],
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
            timeout=timeout,
        )


class SessionsResourceWithRawResponse:
    """Methods that return the raw response (headers, status) with the parsed data available from `.parse()`."""

    def __init__(self, resource: SessionsResource) -> None:
        self._resource = resource
        self.list = to_raw_response_wrapper(resource.list)
        self.create = to_raw_response_wrapper(resource.create)
        self.update = to_raw_response_wrapper(resource.update)
        self.delete = to_raw_response_wrapper(resource.delete)
        self.get = to_raw_response_wrapper(resource.get)
        self.chat = to_raw_response_wrapper(resource.chat)
        self.clone = to_raw_response_wrapper(resource.clone)

    @cached_property
    def messages(self) -> MessagesResourceWithRawResponse:
        return MessagesResourceWithRawResponse(self._resource.messages)


class AsyncSessionsResourceWithRawResponse:
    """Methods that return the raw response (headers, status) with the parsed data available from `.parse()`."""

    def __init__(self, resource: AsyncSessionsResource) -> None:
        self._resource = resource
        self.list = async_to_raw_response_wrapper(resource.list)
        self.create = async_to_raw_response_wrapper(resource.create)
        self.update = async_to_raw_response_wrapper(resource.update)
        self.delete = async_to_raw_response_wrapper(resource.delete)
        self.get = async_to_raw_response_wrapper(resource.get)
        self.chat = async_to_raw_response_wrapper(resource.chat)
        self.clone = async_to_raw_response_wrapper(resource.clone)

    @cached_property
    def messages(self) -> AsyncMessagesResourceWithRawResponse:
        return AsyncMessagesResourceWithRawResponse(self._resource.messages)


class SessionsResourceWithStreamingResponse:
    """Methods that return the response before its body is read, as a context manager."""

    def __init__(self, resource: SessionsResource) -> None:
        self._resource = resource
        self.list = to_streamed_response_wrapper(resource.list)
        self.create = to_streamed_response_wrapper(resource.create)
        self.update = to_streamed_response_wrapper(resource.update)
        self.delete = to_streamed_response_wrapper(resource.delete)
        self.get = to_streamed_response_wrapper(resource.get)
        self.chat = to_streamed_response_wrapper(resource.chat)
        self.clone = to_streamed_response_wrapper(resource.clone)

    @cached_property
    def messages(self) -> MessagesResourceWithStreamingResponse:
        return MessagesResourceWithStreamingResponse(self._resource.messages)


class AsyncSessionsResourceWithStreamingResponse:
    """Methods that return the response before its body is read, as a context manager."""

    def __init__(self, resource: AsyncSessionsResource) -> None:
        self._resource = resource
        self.list = async_to_streamed_response_wrapper(resource.list)
        self.create = async_to_streamed_response_wrapper(resource.create)
        self.update = async_to_streamed_response_wrapper(resource.update)
        self.delete = async_to_streamed_response_wrapper(resource.delete)
        self.get = async_to_streamed_response_wrapper(resource.get)
        self.chat = async_to_streamed_response_wrapper(resource.chat)
        self.clone = async_to_streamed_response_wrapper(resource.clone)

    @cached_property
    def messages(self) -> AsyncMessagesResourceWithStreamingResponse:
        return AsyncMessagesResourceWithStreamingResponse(self._resource.messages)
