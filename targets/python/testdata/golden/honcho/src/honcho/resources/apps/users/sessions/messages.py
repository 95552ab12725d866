# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

from __future__ import annotations

from functools import cached_property
from typing import Dict, Optional, Sequence

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
from .....types.apps.users.sessions.message import Message
from .....types.apps.users.sessions.message_batch_response import MessageBatchResponse
from .....types.message_create_param import MessageCreateParam


class MessagesResource(SyncAPIResource):
    @cached_property
    def with_raw_response(self) -> MessagesResourceWithRawResponse:
        return MessagesResourceWithRawResponse(self)

    @cached_property
    def with_streaming_response(self) -> MessagesResourceWithStreamingResponse:
        return MessagesResourceWithStreamingResponse(self)

    def create(
        self,
        session_id: str,
        *,
        app_id: str,
        user_id: str,
        content: str,
        is_user: bool,
        metadata: Dict[str, object] | NotGiven = NOT_GIVEN,
        extra_headers: Headers | None = None,
        extra_query: Query | None = None,
        extra_body: Body | None = None,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
    ) -> Message:
        """
        Create Message For Session

        Adds a message to a session

        Args:
          session_id: ID of the session

          app_id: ID of the app

          user_id: ID of the user
        """
        return self._request(
            "post",
            self._path(
                "/v1/apps/{app_id}/users/{user_id}/sessions/{session_id}/messages",
                {"app_id": app_id, "user_id": user_id, "session_id": session_id},
            ),
            cast_to=Message,
            body={"content": content, "is_user": is_user, "metadata": metadata},
            security=[["HTTPBearer"], []],
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
            timeout=timeout,
        )

    def list(
        self,
        session_id: str,
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
    ) -> SyncPage[Message]:
        """
        Get Messages

        Get all messages for a session

        Args:
          session_id: ID of the session

          app_id: ID of the app

          user_id: ID of the user

          reverse: Whether to reverse the order of results

          page: Page number

          size: Page size
        """
        return self._request_page(
            "post",
            self._path(
                "/v1/apps/{app_id}/users/{user_id}/sessions/{session_id}/messages/list",
                {"app_id": app_id, "user_id": user_id, "session_id": session_id},
            ),
            page=SyncPage[Message],
            item=Message,
            items_path=("items",),
            query={"reverse": reverse, "page": page, "size": size},
            body={"filter": filter},
            security=[["HTTPBearer"], []],
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
            timeout=timeout,
        )

    def get(
        self,
        message_id: str,
        *,
        app_id: str,
        user_id: str,
        session_id: str,
        extra_headers: Headers | None = None,
        extra_query: Query | None = None,
        extra_body: Body | None = None,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
    ) -> Message:
        """
        Get Message

        Get a Message by ID

        Args:
          message_id: ID of the message to retrieve

          app_id: ID of the app

          user_id: ID of the user

          session_id: ID of the session
        """
        return self._request(
            "get",
            self._path(
                "/v1/apps/{app_id}/users/{user_id}/sessions/{session_id}/messages/{message_id}",
                {"app_id": app_id, "user_id": user_id, "session_id": session_id, "message_id": message_id},
            ),
            cast_to=Message,
            security=[["HTTPBearer"], []],
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
            timeout=timeout,
        )

    def update(
        self,
        message_id: str,
        *,
        app_id: str,
        user_id: str,
        session_id: str,
        metadata: Dict[str, object],
        extra_headers: Headers | None = None,
        extra_query: Query | None = None,
        extra_body: Body | None = None,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
    ) -> Message:
        """
        Update Message

        Update the metadata of a Message

        Args:
          message_id: ID of the message to update

          app_id: ID of the app

          user_id: ID of the user

          session_id: ID of the session
        """
        return self._request(
            "put",
            self._path(
                "/v1/apps/{app_id}/users/{user_id}/sessions/{session_id}/messages/{message_id}",
                {"app_id": app_id, "user_id": user_id, "session_id": session_id, "message_id": message_id},
            ),
            cast_to=Message,
            body={"metadata": metadata},
            security=[["HTTPBearer"], []],
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
            timeout=timeout,
        )

    def batch(
        self,
        session_id: str,
        *,
        app_id: str,
        user_id: str,
        messages: Sequence[MessageCreateParam],
        extra_headers: Headers | None = None,
        extra_query: Query | None = None,
        extra_body: Body | None = None,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
    ) -> MessageBatchResponse:
        """
        Create Batch Messages For Session

        Bulk create messages for a session while maintaining order. Maximum 100 messages per batch.

        Args:
          session_id: ID of the session

          app_id: ID of the app

          user_id: ID of the user
        """
        return self._request(
            "post",
            self._path(
                "/v1/apps/{app_id}/users/{user_id}/sessions/{session_id}/messages/batch",
                {"app_id": app_id, "user_id": user_id, "session_id": session_id},
            ),
            cast_to=MessageBatchResponse,
            body={"messages": messages},
            security=[["HTTPBearer"], []],
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
            timeout=timeout,
        )


class AsyncMessagesResource(AsyncAPIResource):
    @cached_property
    def with_raw_response(self) -> AsyncMessagesResourceWithRawResponse:
        return AsyncMessagesResourceWithRawResponse(self)

    @cached_property
    def with_streaming_response(self) -> AsyncMessagesResourceWithStreamingResponse:
        return AsyncMessagesResourceWithStreamingResponse(self)

    async def create(
        self,
        session_id: str,
        *,
        app_id: str,
        user_id: str,
        content: str,
        is_user: bool,
        metadata: Dict[str, object] | NotGiven = NOT_GIVEN,
        extra_headers: Headers | None = None,
        extra_query: Query | None = None,
        extra_body: Body | None = None,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
    ) -> Message:
        """
        Create Message For Session

        Adds a message to a session

        Args:
          session_id: ID of the session

          app_id: ID of the app

          user_id: ID of the user
        """
        return await self._request(
            "post",
            self._path(
                "/v1/apps/{app_id}/users/{user_id}/sessions/{session_id}/messages",
                {"app_id": app_id, "user_id": user_id, "session_id": session_id},
            ),
            cast_to=Message,
            body={"content": content, "is_user": is_user, "metadata": metadata},
            security=[["HTTPBearer"], []],
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
            timeout=timeout,
        )

    def list(
        self,
        session_id: str,
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
    ) -> AsyncPaginator[Message, AsyncPage[Message]]:
        """
        Get Messages

        Get all messages for a session

        Args:
          session_id: ID of the session

          app_id: ID of the app

          user_id: ID of the user

          reverse: Whether to reverse the order of results

          page: Page number

          size: Page size
        """
        return self._request_page(
            "post",
            self._path(
                "/v1/apps/{app_id}/users/{user_id}/sessions/{session_id}/messages/list",
                {"app_id": app_id, "user_id": user_id, "session_id": session_id},
            ),
            page=AsyncPage[Message],
            item=Message,
            items_path=("items",),
            query={"reverse": reverse, "page": page, "size": size},
            body={"filter": filter},
            security=[["HTTPBearer"], []],
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
            timeout=timeout,
        )

    async def get(
        self,
        message_id: str,
        *,
        app_id: str,
        user_id: str,
        session_id: str,
        extra_headers: Headers | None = None,
        extra_query: Query | None = None,
        extra_body: Body | None = None,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
    ) -> Message:
        """
        Get Message

        Get a Message by ID

        Args:
          message_id: ID of the message to retrieve

          app_id: ID of the app

          user_id: ID of the user

          session_id: ID of the session
        """
        return await self._request(
            "get",
            self._path(
                "/v1/apps/{app_id}/users/{user_id}/sessions/{session_id}/messages/{message_id}",
                {"app_id": app_id, "user_id": user_id, "session_id": session_id, "message_id": message_id},
            ),
            cast_to=Message,
            security=[["HTTPBearer"], []],
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
            timeout=timeout,
        )

    async def update(
        self,
        message_id: str,
        *,
        app_id: str,
        user_id: str,
        session_id: str,
        metadata: Dict[str, object],
        extra_headers: Headers | None = None,
        extra_query: Query | None = None,
        extra_body: Body | None = None,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
    ) -> Message:
        """
        Update Message

        Update the metadata of a Message

        Args:
          message_id: ID of the message to update

          app_id: ID of the app

          user_id: ID of the user

          session_id: ID of the session
        """
        return await self._request(
            "put",
            self._path(
                "/v1/apps/{app_id}/users/{user_id}/sessions/{session_id}/messages/{message_id}",
                {"app_id": app_id, "user_id": user_id, "session_id": session_id, "message_id": message_id},
            ),
            cast_to=Message,
            body={"metadata": metadata},
            security=[["HTTPBearer"], []],
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
            timeout=timeout,
        )

    async def batch(
        self,
        session_id: str,
        *,
        app_id: str,
        user_id: str,
        messages: Sequence[MessageCreateParam],
        extra_headers: Headers | None = None,
        extra_query: Query | None = None,
        extra_body: Body | None = None,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
    ) -> MessageBatchResponse:
        """
        Create Batch Messages For Session

        Bulk create messages for a session while maintaining order. Maximum 100 messages per batch.

        Args:
          session_id: ID of the session

          app_id: ID of the app

          user_id: ID of the user
        """
        return await self._request(
            "post",
            self._path(
                "/v1/apps/{app_id}/users/{user_id}/sessions/{session_id}/messages/batch",
                {"app_id": app_id, "user_id": user_id, "session_id": session_id},
            ),
            cast_to=MessageBatchResponse,
            body={"messages": messages},
            security=[["HTTPBearer"], []],
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
            timeout=timeout,
        )


class MessagesResourceWithRawResponse:
    """Methods that return the raw response (headers, status) with the parsed data available from `.parse()`."""

    def __init__(self, resource: MessagesResource) -> None:
        self._resource = resource
        self.create = to_raw_response_wrapper(resource.create)
        self.list = to_raw_response_wrapper(resource.list)
        self.get = to_raw_response_wrapper(resource.get)
        self.update = to_raw_response_wrapper(resource.update)
        self.batch = to_raw_response_wrapper(resource.batch)


class AsyncMessagesResourceWithRawResponse:
    """Methods that return the raw response (headers, status) with the parsed data available from `.parse()`."""

    def __init__(self, resource: AsyncMessagesResource) -> None:
        self._resource = resource
        self.create = async_to_raw_response_wrapper(resource.create)
        self.list = async_to_raw_response_wrapper(resource.list)
        self.get = async_to_raw_response_wrapper(resource.get)
        self.update = async_to_raw_response_wrapper(resource.update)
        self.batch = async_to_raw_response_wrapper(resource.batch)


class MessagesResourceWithStreamingResponse:
    """Methods that return the response before its body is read, as a context manager."""

    def __init__(self, resource: MessagesResource) -> None:
        self._resource = resource
        self.create = to_streamed_response_wrapper(resource.create)
        self.list = to_streamed_response_wrapper(resource.list)
        self.get = to_streamed_response_wrapper(resource.get)
        self.update = to_streamed_response_wrapper(resource.update)
        self.batch = to_streamed_response_wrapper(resource.batch)


class AsyncMessagesResourceWithStreamingResponse:
    """Methods that return the response before its body is read, as a context manager."""

    def __init__(self, resource: AsyncMessagesResource) -> None:
        self._resource = resource
        self.create = async_to_streamed_response_wrapper(resource.create)
        self.list = async_to_streamed_response_wrapper(resource.list)
        self.get = async_to_streamed_response_wrapper(resource.get)
        self.update = async_to_streamed_response_wrapper(resource.update)
        self.batch = async_to_streamed_response_wrapper(resource.batch)
