# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

from __future__ import annotations

from functools import cached_property
from typing import Dict, Optional

from ..._pages import AsyncPaginator
from ..._resource import AsyncAPIResource, SyncAPIResource
from ..._response import (
    async_to_raw_response_wrapper,
    async_to_streamed_response_wrapper,
    to_raw_response_wrapper,
    to_streamed_response_wrapper,
)
from ..._types import NOT_GIVEN, Body, Headers, NotGiven, Query, Timeout
from ...pagination import AsyncPage, SyncPage
from ...types.app import App
from .users.users import (
    AsyncUsersResource,
    AsyncUsersResourceWithRawResponse,
    AsyncUsersResourceWithStreamingResponse,
    UsersResource,
    UsersResourceWithRawResponse,
    UsersResourceWithStreamingResponse,
)


class AppsResource(SyncAPIResource):
    @cached_property
    def users(self) -> UsersResource:
        return UsersResource(self._client)

    @cached_property
    def with_raw_response(self) -> AppsResourceWithRawResponse:
        return AppsResourceWithRawResponse(self)

    @cached_property
    def with_streaming_response(self) -> AppsResourceWithStreamingResponse:
        return AppsResourceWithStreamingResponse(self)

    def get(
        self,
        *,
        app_id: Optional[str] | NotGiven = NOT_GIVEN,
        extra_headers: Headers | None = None,
        extra_query: Query | None = None,
        extra_body: Body | None = None,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
    ) -> App:
        """
        Get App

        Get an App by ID.

        If app_id is provided as a query parameter, it uses that (must match JWT app_id).
        Otherwise, it uses the app_id from the JWT token.

        Args:
          app_id: App ID to retrieve. If not provided, uses JWT token
        """
        return self._request(
            "get",
            "/v1/apps",
            cast_to=App,
            query={"app_id": app_id},
            security=[["HTTPBearer"], []],
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
            timeout=timeout,
        )

    def list(
        self,
        *,
        reverse: Optional[bool] | NotGiven = NOT_GIVEN,
        page: int | NotGiven = NOT_GIVEN,
        size: int | NotGiven = NOT_GIVEN,
        filter: Optional[Dict[str, object]] | NotGiven = NOT_GIVEN,
        extra_headers: Headers | None = None,
        extra_query: Query | None = None,
        extra_body: Body | None = None,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
    ) -> SyncPage[App]:
        """
        Get All Apps

        Get all Apps

        Args:
          reverse: Whether to reverse the order of results

          page: Page number

          size: Page size
        """
        return self._request_page(
            "post",
            "/v1/apps/list",
            page=SyncPage[App],
            item=App,
            items_path=("items",),
            query={"reverse": reverse, "page": page, "size": size},
            body={"filter": filter},
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
        extra_headers: Headers | None = None,
        extra_query: Query | None = None,
        extra_body: Body | None = None,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
    ) -> App:
        """
        Get App By Name

        Get an App by Name

        Args:
          name: Name of the app to retrieve
        """
        return self._request(
            "get",
            self._path("/v1/apps/name/{name}", {"name": name}),
            cast_to=App,
            security=[["HTTPBearer"], []],
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
            timeout=timeout,
        )

    def update(
        self,
        app_id: str,
        *,
        name: Optional[str] | NotGiven = NOT_GIVEN,
        metadata: Optional[Dict[str, object]] | NotGiven = NOT_GIVEN,
        extra_headers: Headers | None = None,
        extra_query: Query | None = None,
        extra_body: Body | None = None,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
    ) -> App:
        """
        Update App

        Update an App

        Args:
          app_id: ID of the app to update
        """
        return self._request(
            "put",
            self._path("/v1/apps/{app_id}", {"app_id": app_id}),
            cast_to=App,
            body={"name": name, "metadata": metadata},
            security=[["HTTPBearer"], []],
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
            timeout=timeout,
        )

    def create(
        self,
        *,
        name: str,
        metadata: Dict[str, object] | NotGiven = NOT_GIVEN,
        extra_headers: Headers | None = None,
        extra_query: Query | None = None,
        extra_body: Body | None = None,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
    ) -> App:
        """
        Create App

        Create a new App
        """
        return self._request(
            "post",
            "/v1/apps",
            cast_to=App,
            body={"name": name, "metadata": metadata},
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
        extra_headers: Headers | None = None,
        extra_query: Query | None = None,
        extra_body: Body | None = None,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
    ) -> App:
        """
        Get Or Create App

        Get or Create an App

        Args:
          name: Name of the app to get or create
        """
        return self._request(
            "get",
            self._path("/v1/apps/get_or_create/{name}", {"name": name}),
            cast_to=App,
            security=[["HTTPBearer"], []],
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
            timeout=timeout,
        )


class AsyncAppsResource(AsyncAPIResource):
    @cached_property
    def users(self) -> AsyncUsersResource:
        return AsyncUsersResource(self._client)

    @cached_property
    def with_raw_response(self) -> AsyncAppsResourceWithRawResponse:
        return AsyncAppsResourceWithRawResponse(self)

    @cached_property
    def with_streaming_response(self) -> AsyncAppsResourceWithStreamingResponse:
        return AsyncAppsResourceWithStreamingResponse(self)

    async def get(
        self,
        *,
        app_id: Optional[str] | NotGiven = NOT_GIVEN,
        extra_headers: Headers | None = None,
        extra_query: Query | None = None,
        extra_body: Body | None = None,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
    ) -> App:
        """
        Get App

        Get an App by ID.

        If app_id is provided as a query parameter, it uses that (must match JWT app_id).
        Otherwise, it uses the app_id from the JWT token.

        Args:
          app_id: App ID to retrieve. If not provided, uses JWT token
        """
        return await self._request(
            "get",
            "/v1/apps",
            cast_to=App,
            query={"app_id": app_id},
            security=[["HTTPBearer"], []],
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
            timeout=timeout,
        )

    def list(
        self,
        *,
        reverse: Optional[bool] | NotGiven = NOT_GIVEN,
        page: int | NotGiven = NOT_GIVEN,
        size: int | NotGiven = NOT_GIVEN,
        filter: Optional[Dict[str, object]] | NotGiven = NOT_GIVEN,
        extra_headers: Headers | None = None,
        extra_query: Query | None = None,
        extra_body: Body | None = None,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
    ) -> AsyncPaginator[App, AsyncPage[App]]:
        """
        Get All Apps

        Get all Apps

        Args:
          reverse: Whether to reverse the order of results

          page: Page number

          size: Page size
        """
        return self._request_page(
            "post",
            "/v1/apps/list",
            page=AsyncPage[App],
            item=App,
            items_path=("items",),
            query={"reverse": reverse, "page": page, "size": size},
            body={"filter": filter},
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
        extra_headers: Headers | None = None,
        extra_query: Query | None = None,
        extra_body: Body | None = None,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
    ) -> App:
        """
        Get App By Name

        Get an App by Name

        Args:
          name: Name of the app to retrieve
        """
        return await self._request(
            "get",
            self._path("/v1/apps/name/{name}", {"name": name}),
            cast_to=App,
            security=[["HTTPBearer"], []],
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
            timeout=timeout,
        )

    async def update(
        self,
        app_id: str,
        *,
        name: Optional[str] | NotGiven = NOT_GIVEN,
        metadata: Optional[Dict[str, object]] | NotGiven = NOT_GIVEN,
        extra_headers: Headers | None = None,
        extra_query: Query | None = None,
        extra_body: Body | None = None,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
    ) -> App:
        """
        Update App

        Update an App

        Args:
          app_id: ID of the app to update
        """
        return await self._request(
            "put",
            self._path("/v1/apps/{app_id}", {"app_id": app_id}),
            cast_to=App,
            body={"name": name, "metadata": metadata},
            security=[["HTTPBearer"], []],
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
            timeout=timeout,
        )

    async def create(
        self,
        *,
        name: str,
        metadata: Dict[str, object] | NotGiven = NOT_GIVEN,
        extra_headers: Headers | None = None,
        extra_query: Query | None = None,
        extra_body: Body | None = None,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
    ) -> App:
        """
        Create App

        Create a new App
        """
        return await self._request(
            "post",
            "/v1/apps",
            cast_to=App,
            body={"name": name, "metadata": metadata},
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
        extra_headers: Headers | None = None,
        extra_query: Query | None = None,
        extra_body: Body | None = None,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
    ) -> App:
        """
        Get Or Create App

        Get or Create an App

        Args:
          name: Name of the app to get or create
        """
        return await self._request(
            "get",
            self._path("/v1/apps/get_or_create/{name}", {"name": name}),
            cast_to=App,
            security=[["HTTPBearer"], []],
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
            timeout=timeout,
        )


class AppsResourceWithRawResponse:
    """Methods that return the raw response (headers, status) with the parsed data available from `.parse()`."""

    def __init__(self, resource: AppsResource) -> None:
        self._resource = resource
        self.get = to_raw_response_wrapper(resource.get)
        self.list = to_raw_response_wrapper(resource.list)
        self.get_by_name = to_raw_response_wrapper(resource.get_by_name)
        self.update = to_raw_response_wrapper(resource.update)
        self.create = to_raw_response_wrapper(resource.create)
        self.get_or_create = to_raw_response_wrapper(resource.get_or_create)

    @cached_property
    def users(self) -> UsersResourceWithRawResponse:
        return UsersResourceWithRawResponse(self._resource.users)


class AsyncAppsResourceWithRawResponse:
    """Methods that return the raw response (headers, status) with the parsed data available from `.parse()`."""

    def __init__(self, resource: AsyncAppsResource) -> None:
        self._resource = resource
        self.get = async_to_raw_response_wrapper(resource.get)
        self.list = async_to_raw_response_wrapper(resource.list)
        self.get_by_name = async_to_raw_response_wrapper(resource.get_by_name)
        self.update = async_to_raw_response_wrapper(resource.update)
        self.create = async_to_raw_response_wrapper(resource.create)
        self.get_or_create = async_to_raw_response_wrapper(resource.get_or_create)

    @cached_property
    def users(self) -> AsyncUsersResourceWithRawResponse:
        return AsyncUsersResourceWithRawResponse(self._resource.users)


class AppsResourceWithStreamingResponse:
    """Methods that return the response before its body is read, as a context manager."""

    def __init__(self, resource: AppsResource) -> None:
        self._resource = resource
        self.get = to_streamed_response_wrapper(resource.get)
        self.list = to_streamed_response_wrapper(resource.list)
        self.get_by_name = to_streamed_response_wrapper(resource.get_by_name)
        self.update = to_streamed_response_wrapper(resource.update)
        self.create = to_streamed_response_wrapper(resource.create)
        self.get_or_create = to_streamed_response_wrapper(resource.get_or_create)

    @cached_property
    def users(self) -> UsersResourceWithStreamingResponse:
        return UsersResourceWithStreamingResponse(self._resource.users)


class AsyncAppsResourceWithStreamingResponse:
    """Methods that return the response before its body is read, as a context manager."""

    def __init__(self, resource: AsyncAppsResource) -> None:
        self._resource = resource
        self.get = async_to_streamed_response_wrapper(resource.get)
        self.list = async_to_streamed_response_wrapper(resource.list)
        self.get_by_name = async_to_streamed_response_wrapper(resource.get_by_name)
        self.update = async_to_streamed_response_wrapper(resource.update)
        self.create = async_to_streamed_response_wrapper(resource.create)
        self.get_or_create = async_to_streamed_response_wrapper(resource.get_or_create)

    @cached_property
    def users(self) -> AsyncUsersResourceWithStreamingResponse:
        return AsyncUsersResourceWithStreamingResponse(self._resource.users)
