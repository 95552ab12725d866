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
from ....types.apps.users.metamessage import Metamessage


class MetamessagesResource(SyncAPIResource):
    @cached_property
    def with_raw_response(self) -> MetamessagesResourceWithRawResponse:
        return MetamessagesResourceWithRawResponse(self)

    @cached_property
    def with_streaming_response(self) -> MetamessagesResourceWithStreamingResponse:
        return MetamessagesResourceWithStreamingResponse(self)

    def list(
        self,
        user_id: str,
        *,
        app_id: str,
        reverse: Optional[bool] | NotGiven = NOT_GIVEN,
        page: int | NotGiven = NOT_GIVEN,
        size: int | NotGiven = NOT_GIVEN,
        metamessage_type: Optional[str] | NotGiven = NOT_GIVEN,
        session_id: Optional[str] | NotGiven = NOT_GIVEN,
        message_id: Optional[str] | NotGiven = NOT_GIVEN,
        filter: Optional[Dict[str, object]] | NotGiven = NOT_GIVEN,
        extra_headers: Headers | None = None,
        extra_query: Query | None = None,
        extra_body: Body | None = None,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
    ) -> SyncPage[Metamessage]:
        """
        Get Metamessages

        Get metamessages with flexible filtering.

        - Filter by user only: No additional parameters needed
        - Filter by session: Provide session_id
        - Filter by message: Provide message_id (and session_id)
        - Filter by type: Provide label
        - Filter by metadata: Provide filter object

        Args:
          user_id: ID of the user

          app_id: ID of the app

          reverse: Whether to reverse the order of results

          page: Page number

          size: Page size
        """
        return self._request_page(
            "post",
            self._path("/v1/apps/{app_id}/users/{user_id}/metamessages/list", {"app_id": app_id, "user_id": user_id}),
            page=SyncPage[Metamessage],
            item=Metamessage,
            items_path=("items",),
            query={"reverse": reverse, "page": page, "size": size},
            body={
                "metamessage_type": metamessage_type,
                "session_id": session_id,
                "message_id": message_id,
                "filter": filter,
            },
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
        metamessage_type: str,
        content: str,
        session_id: Optional[str] | NotGiven = NOT_GIVEN,
        message_id: Optional[str] | NotGiven = NOT_GIVEN,
        metadata: Dict[str, object] | NotGiven = NOT_GIVEN,
        extra_headers: Headers | None = None,
        extra_query: Query | None = None,
        extra_body: Body | None = None,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
    ) -> Metamessage:
        """
        Create Metamessage

        Create a new metamessage associated with a user.
        Optionally link to a session and message by providing those IDs in the request body.

        Args:
          user_id: ID of the user

          app_id: ID of the app
        """
        return self._request(
            "post",
            self._path("/v1/apps/{app_id}/users/{user_id}/metamessages", {"app_id": app_id, "user_id": user_id}),
            cast_to=Metamessage,
            body={
                "metamessage_type": metamessage_type,
                "content": content,
                "session_id": session_id,
                "message_id": message_id,
                "metadata": metadata,
            },
            security=[["HTTPBearer"], []],
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
            timeout=timeout,
        )

    def get(
        self,
        metamessage_id: str,
        *,
        app_id: str,
        user_id: str,
        extra_headers: Headers | None = None,
        extra_query: Query | None = None,
        extra_body: Body | None = None,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
    ) -> Metamessage:
        """
        Get Metamessage

        Get a specific Metamessage by ID

        Args:
          metamessage_id: ID of the metamessage to retrieve

          app_id: ID of the app

          user_id: ID of the user
        """
        return self._request(
            "get",
            self._path(
                "/v1/apps/{app_id}/users/{user_id}/metamessages/{metamessage_id}",
                {"app_id": app_id, "user_id": user_id, "metamessage_id": metamessage_id},
            ),
            cast_to=Metamessage,
            security=[["HTTPBearer"], []],
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
            timeout=timeout,
        )

    def update(
        self,
        metamessage_id: str,
        *,
        app_id: str,
        user_id: str,
        session_id: Optional[str] | NotGiven = NOT_GIVEN,
        message_id: Optional[str] | NotGiven = NOT_GIVEN,
        metamessage_type: Optional[str] | NotGiven = NOT_GIVEN,
        metadata: Optional[Dict[str, object]] | NotGiven = NOT_GIVEN,
        extra_headers: Headers | None = None,
        extra_query: Query | None = None,
        extra_body: Body | None = None,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
    ) -> Metamessage:
        """
        Update Metamessage

        Update a metamessage's metadata, type, or relationships

        Args:
          metamessage_id: ID of the metamessage to update

          app_id: ID of the app

          user_id: ID of the user
        """
        return self._request(
            "put",
            self._path(
                "/v1/apps/{app_id}/users/{user_id}/metamessages/{metamessage_id}",
                {"app_id": app_id, "user_id": user_id, "metamessage_id": metamessage_id},
            ),
            cast_to=Metamessage,
            body={
                "session_id": session_id,
                "message_id": message_id,
                "metamessage_type": metamessage_type,
                "metadata": metadata,
            },
            security=[["HTTPBearer"], []],
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
            timeout=timeout,
        )


class AsyncMetamessagesResource(AsyncAPIResource):
    @cached_property
    def with_raw_response(self) -> AsyncMetamessagesResourceWithRawResponse:
        return AsyncMetamessagesResourceWithRawResponse(self)

    @cached_property
    def with_streaming_response(self) -> AsyncMetamessagesResourceWithStreamingResponse:
        return AsyncMetamessagesResourceWithStreamingResponse(self)

    def list(
        self,
        user_id: str,
        *,
        app_id: str,
        reverse: Optional[bool] | NotGiven = NOT_GIVEN,
        page: int | NotGiven = NOT_GIVEN,
        size: int | NotGiven = NOT_GIVEN,
        metamessage_type: Optional[str] | NotGiven = NOT_GIVEN,
        session_id: Optional[str] | NotGiven = NOT_GIVEN,
        message_id: Optional[str] | NotGiven = NOT_GIVEN,
        filter: Optional[Dict[str, object]] | NotGiven = NOT_GIVEN,
        extra_headers: Headers | None = None,
        extra_query: Query | None = None,
        extra_body: Body | None = None,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
    ) -> AsyncPaginator[Metamessage, AsyncPage[Metamessage]]:
        """
        Get Metamessages

        Get metamessages with flexible filtering.

        - Filter by user only: No additional parameters needed
        - Filter by session: Provide session_id
        - Filter by message: Provide message_id (and session_id)
        - Filter by type: Provide label
        - Filter by metadata: Provide filter object

        Args:
          user_id: ID of the user

          app_id: ID of the app

          reverse: Whether to reverse the order of results

          page: Page number

          size: Page size
        """
        return self._request_page(
            "post",
            self._path("/v1/apps/{app_id}/users/{user_id}/metamessages/list", {"app_id": app_id, "user_id": user_id}),
            page=AsyncPage[Metamessage],
            item=Metamessage,
            items_path=("items",),
            query={"reverse": reverse, "page": page, "size": size},
            body={
                "metamessage_type": metamessage_type,
                "session_id": session_id,
                "message_id": message_id,
                "filter": filter,
            },
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
        metamessage_type: str,
        content: str,
        session_id: Optional[str] | NotGiven = NOT_GIVEN,
        message_id: Optional[str] | NotGiven = NOT_GIVEN,
        metadata: Dict[str, object] | NotGiven = NOT_GIVEN,
        extra_headers: Headers | None = None,
        extra_query: Query | None = None,
        extra_body: Body | None = None,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
    ) -> Metamessage:
        """
        Create Metamessage

        Create a new metamessage associated with a user.
        Optionally link to a session and message by providing those IDs in the request body.

        Args:
          user_id: ID of the user

          app_id: ID of the app
        """
        return await self._request(
            "post",
            self._path("/v1/apps/{app_id}/users/{user_id}/metamessages", {"app_id": app_id, "user_id": user_id}),
            cast_to=Metamessage,
            body={
                "metamessage_type": metamessage_type,
                "content": content,
                "session_id": session_id,
                "message_id": message_id,
                "metadata": metadata,
            },
            security=[["HTTPBearer"], []],
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
            timeout=timeout,
        )

    async def get(
        self,
        metamessage_id: str,
        *,
        app_id: str,
        user_id: str,
        extra_headers: Headers | None = None,
        extra_query: Query | None = None,
        extra_body: Body | None = None,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
    ) -> Metamessage:
        """
        Get Metamessage

        Get a specific Metamessage by ID

        Args:
          metamessage_id: ID of the metamessage to retrieve

          app_id: ID of the app

          user_id: ID of the user
        """
        return await self._request(
            "get",
            self._path(
                "/v1/apps/{app_id}/users/{user_id}/metamessages/{metamessage_id}",
                {"app_id": app_id, "user_id": user_id, "metamessage_id": metamessage_id},
            ),
            cast_to=Metamessage,
            security=[["HTTPBearer"], []],
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
            timeout=timeout,
        )

    async def update(
        self,
        metamessage_id: str,
        *,
        app_id: str,
        user_id: str,
        session_id: Optional[str] | NotGiven = NOT_GIVEN,
        message_id: Optional[str] | NotGiven = NOT_GIVEN,
        metamessage_type: Optional[str] | NotGiven = NOT_GIVEN,
        metadata: Optional[Dict[str, object]] | NotGiven = NOT_GIVEN,
        extra_headers: Headers | None = None,
        extra_query: Query | None = None,
        extra_body: Body | None = None,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
    ) -> Metamessage:
        """
        Update Metamessage

        Update a metamessage's metadata, type, or relationships

        Args:
          metamessage_id: ID of the metamessage to update

          app_id: ID of the app

          user_id: ID of the user
        """
        return await self._request(
            "put",
            self._path(
                "/v1/apps/{app_id}/users/{user_id}/metamessages/{metamessage_id}",
                {"app_id": app_id, "user_id": user_id, "metamessage_id": metamessage_id},
            ),
            cast_to=Metamessage,
            body={
                "session_id": session_id,
                "message_id": message_id,
                "metamessage_type": metamessage_type,
                "metadata": metadata,
            },
            security=[["HTTPBearer"], []],
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
            timeout=timeout,
        )


class MetamessagesResourceWithRawResponse:
    """Methods that return the raw response (headers, status) with the parsed data available from `.parse()`."""

    def __init__(self, resource: MetamessagesResource) -> None:
        self._resource = resource
        self.list = to_raw_response_wrapper(resource.list)
        self.create = to_raw_response_wrapper(resource.create)
        self.get = to_raw_response_wrapper(resource.get)
        self.update = to_raw_response_wrapper(resource.update)


class AsyncMetamessagesResourceWithRawResponse:
    """Methods that return the raw response (headers, status) with the parsed data available from `.parse()`."""

    def __init__(self, resource: AsyncMetamessagesResource) -> None:
        self._resource = resource
        self.list = async_to_raw_response_wrapper(resource.list)
        self.create = async_to_raw_response_wrapper(resource.create)
        self.get = async_to_raw_response_wrapper(resource.get)
        self.update = async_to_raw_response_wrapper(resource.update)


class MetamessagesResourceWithStreamingResponse:
    """Methods that return the response before its body is read, as a context manager."""

    def __init__(self, resource: MetamessagesResource) -> None:
        self._resource = resource
        self.list = to_streamed_response_wrapper(resource.list)
        self.create = to_streamed_response_wrapper(resource.create)
        self.get = to_streamed_response_wrapper(resource.get)
        self.update = to_streamed_response_wrapper(resource.update)


class AsyncMetamessagesResourceWithStreamingResponse:
    """Methods that return the response before its body is read, as a context manager."""

    def __init__(self, resource: AsyncMetamessagesResource) -> None:
        self._resource = resource
        self.list = async_to_streamed_response_wrapper(resource.list)
        self.create = async_to_streamed_response_wrapper(resource.create)
        self.get = async_to_streamed_response_wrapper(resource.get)
        self.update = async_to_streamed_response_wrapper(resource.update)
