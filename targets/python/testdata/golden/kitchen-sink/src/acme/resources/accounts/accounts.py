# Copyright Acme, Inc. Licensed under the Apache License 2.0.
# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

from __future__ import annotations

from functools import cached_property
from typing import Dict, List, Optional

from typing_extensions import Literal

from ..._pages import AsyncPaginator
from ..._resource import AsyncAPIResource, SyncAPIResource
from ..._response import (
    async_to_raw_response_wrapper,
    async_to_streamed_response_wrapper,
    to_raw_response_wrapper,
    to_streamed_response_wrapper,
)
from ..._types import NOT_GIVEN, Body, Headers, NotGiven, Query, Timeout
from ...pagination import AsyncCursorPage, SyncCursorPage
from ...types.account import Account
from ...types.account_link_response import AccountLinkResponse
from ...types.account_status import AccountStatus
from ...types.shared.address_param import AddressInput
from .friends import (
    AsyncFriendsResource,
    AsyncFriendsResourceWithRawResponse,
    AsyncFriendsResourceWithStreamingResponse,
    FriendsResource,
    FriendsResourceWithRawResponse,
    FriendsResourceWithStreamingResponse,
)


class AccountsResource(SyncAPIResource):
    """Accounts hold everything else."""

    @cached_property
    def friends(self) -> FriendsResource:
        return FriendsResource(self._client)

    @cached_property
    def with_raw_response(self) -> AccountsResourceWithRawResponse:
        return AccountsResourceWithRawResponse(self)

    @cached_property
    def with_streaming_response(self) -> AccountsResourceWithStreamingResponse:
        return AccountsResourceWithStreamingResponse(self)

    def list(
        self,
        *,
        cursor: str | NotGiven = NOT_GIVEN,
        limit: int | NotGiven = NOT_GIVEN,
        status: AccountStatus | NotGiven = NOT_GIVEN,
        x_trace_id: str | NotGiven = NOT_GIVEN,
        extra_headers: Headers | None = None,
        extra_query: Query | None = None,
        extra_body: Body | None = None,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
    ) -> SyncCursorPage[Account]:
        """List accounts"""
        return self._request_page(
            "get",
            "/accounts",
            page=SyncCursorPage[Account],
            item=Account,
            items_path=("data",),
            query={"cursor": cursor, "limit": limit, "status": status},
            headers={"X-Trace-Id": x_trace_id},
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
            timeout=timeout,
        )

    def create(
        self,
        *,
        name: str,
        password: str | NotGiven = NOT_GIVEN,
        address: AddressInput | NotGiven = NOT_GIVEN,
        kind: Literal["personal"] | NotGiven = NOT_GIVEN,
        extra_headers: Headers | None = None,
        extra_query: Query | None = None,
        extra_body: Body | None = None,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
        idempotency_key: str | None = None,
    ) -> Account:
        """
        Create an account

        Creates an account. The `Idempotency-Key` header makes retries safe.
        """
        return self._request(
            "post",
            "/accounts",
            cast_to=Account,
            body={"name": name, "password": password, "address": address, "kind": kind},
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
            timeout=timeout,
            idempotency_key=idempotency_key,
        )

    def retrieve(
        self,
        account_id: str,
        *,
        extra_headers: Headers | None = None,
        extra_query: Query | None = None,
        extra_body: Body | None = None,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
    ) -> Account:
        """
        Args:
          account_id: The account's identifier.
        """
        return self._request(
            "get",
            self._path("/accounts/{account_id}", {"account_id": account_id}),
            cast_to=Account,
            unwrap=("data",),
            default_timeout=10.0,
            default_max_retries=1,
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
            timeout=timeout,
        )

    def update(
        self,
        account_id: str,
        *,
        name: str | NotGiven = NOT_GIVEN,
        nickname: Optional[str] | NotGiven = NOT_GIVEN,
        metadata: Dict[str, str] | NotGiven = NOT_GIVEN,
        extra_headers: Headers | None = None,
        extra_query: Query | None = None,
        extra_body: Body | None = None,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
        idempotency_key: str | None = None,
    ) -> Account:
        """
        Args:
          account_id: The account's identifier.

          nickname: Set to null to remove the nickname.
        """
        return self._request(
            "patch",
            self._path("/accounts/{account_id}", {"account_id": account_id}),
            cast_to=Account,
            body={"name": name, "nickname": nickname, "metadata": metadata},
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
            timeout=timeout,
            idempotency_key=idempotency_key,
        )

    def delete(
        self,
        account_id: str,
        *,
        extra_headers: Headers | None = None,
        extra_query: Query | None = None,
        extra_body: Body | None = None,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
        idempotency_key: str | None = None,
    ) -> None:
        """
        Args:
          account_id: The account's identifier.
        """
        return self._request(
            "delete",
            self._path("/accounts/{account_id}", {"account_id": account_id}),
            cast_to=None,
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
            timeout=timeout,
            idempotency_key=idempotency_key,
        )

    def me(
        self,
        *,
        extra_headers: Headers | None = None,
        extra_query: Query | None = None,
        extra_body: Body | None = None,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
    ) -> Account:
        return self._request(
            "get",
            "/me",
            cast_to=Account,
            unwrap=("user",),
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
            timeout=timeout,
        )

    def link(
        self,
        account_id: str,
        *,
        account_ids: List[str],
        extra_headers: Headers | None = None,
        extra_query: Query | None = None,
        extra_body: Body | None = None,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
        idempotency_key: str | None = None,
    ) -> AccountLinkResponse:
        """
        Args:
          account_id: The account's identifier.

          account_ids: The request body.
        """
        return self._request(
            "post",
            self._path("/accounts/{account_id}/link", {"account_id": account_id}),
            cast_to=AccountLinkResponse,
            body=account_ids,
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
            timeout=timeout,
            idempotency_key=idempotency_key,
        )

    remove = delete


class AsyncAccountsResource(AsyncAPIResource):
    """Accounts hold everything else."""

    @cached_property
    def friends(self) -> AsyncFriendsResource:
        return AsyncFriendsResource(self._client)

    @cached_property
    def with_raw_response(self) -> AsyncAccountsResourceWithRawResponse:
        return AsyncAccountsResourceWithRawResponse(self)

    @cached_property
    def with_streaming_response(self) -> AsyncAccountsResourceWithStreamingResponse:
        return AsyncAccountsResourceWithStreamingResponse(self)

    def list(
        self,
        *,
        cursor: str | NotGiven = NOT_GIVEN,
        limit: int | NotGiven = NOT_GIVEN,
        status: AccountStatus | NotGiven = NOT_GIVEN,
        x_trace_id: str | NotGiven = NOT_GIVEN,
        extra_headers: Headers | None = None,
        extra_query: Query | None = None,
        extra_body: Body | None = None,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
    ) -> AsyncPaginator[Account, AsyncCursorPage[Account]]:
        """List accounts"""
        return self._request_page(
            "get",
            "/accounts",
            page=AsyncCursorPage[Account],
            item=Account,
            items_path=("data",),
            query={"cursor": cursor, "limit": limit, "status": status},
            headers={"X-Trace-Id": x_trace_id},
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
            timeout=timeout,
        )

    async def create(
        self,
        *,
        name: str,
        password: str | NotGiven = NOT_GIVEN,
        address: AddressInput | NotGiven = NOT_GIVEN,
        kind: Literal["personal"] | NotGiven = NOT_GIVEN,
        extra_headers: Headers | None = None,
        extra_query: Query | None = None,
        extra_body: Body | None = None,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
        idempotency_key: str | None = None,
    ) -> Account:
        """
        Create an account

        Creates an account. The `Idempotency-Key` header makes retries safe.
        """
        return await self._request(
            "post",
            "/accounts",
            cast_to=Account,
            body={"name": name, "password": password, "address": address, "kind": kind},
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
            timeout=timeout,
            idempotency_key=idempotency_key,
        )

    async def retrieve(
        self,
        account_id: str,
        *,
        extra_headers: Headers | None = None,
        extra_query: Query | None = None,
        extra_body: Body | None = None,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
    ) -> Account:
        """
        Args:
          account_id: The account's identifier.
        """
        return await self._request(
            "get",
            self._path("/accounts/{account_id}", {"account_id": account_id}),
            cast_to=Account,
            unwrap=("data",),
            default_timeout=10.0,
            default_max_retries=1,
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
            timeout=timeout,
        )

    async def update(
        self,
        account_id: str,
        *,
        name: str | NotGiven = NOT_GIVEN,
        nickname: Optional[str] | NotGiven = NOT_GIVEN,
        metadata: Dict[str, str] | NotGiven = NOT_GIVEN,
        extra_headers: Headers | None = None,
        extra_query: Query | None = None,
        extra_body: Body | None = None,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
        idempotency_key: str | None = None,
    ) -> Account:
        """
        Args:
          account_id: The account's identifier.

          nickname: Set to null to remove the nickname.
        """
        return await self._request(
            "patch",
            self._path("/accounts/{account_id}", {"account_id": account_id}),
            cast_to=Account,
            body={"name": name, "nickname": nickname, "metadata": metadata},
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
            timeout=timeout,
            idempotency_key=idempotency_key,
        )

    async def delete(
        self,
        account_id: str,
        *,
        extra_headers: Headers | None = None,
        extra_query: Query | None = None,
        extra_body: Body | None = None,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
        idempotency_key: str | None = None,
    ) -> None:
        """
        Args:
          account_id: The account's identifier.
        """
        return await self._request(
            "delete",
            self._path("/accounts/{account_id}", {"account_id": account_id}),
            cast_to=None,
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
            timeout=timeout,
            idempotency_key=idempotency_key,
        )

    async def me(
        self,
        *,
        extra_headers: Headers | None = None,
        extra_query: Query | None = None,
        extra_body: Body | None = None,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
    ) -> Account:
        return await self._request(
            "get",
            "/me",
            cast_to=Account,
            unwrap=("user",),
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
            timeout=timeout,
        )

    async def link(
        self,
        account_id: str,
        *,
        account_ids: List[str],
        extra_headers: Headers | None = None,
        extra_query: Query | None = None,
        extra_body: Body | None = None,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
        idempotency_key: str | None = None,
    ) -> AccountLinkResponse:
        """
        Args:
          account_id: The account's identifier.

          account_ids: The request body.
        """
        return await self._request(
            "post",
            self._path("/accounts/{account_id}/link", {"account_id": account_id}),
            cast_to=AccountLinkResponse,
            body=account_ids,
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
            timeout=timeout,
            idempotency_key=idempotency_key,
        )

    remove = delete


class AccountsResourceWithRawResponse:
    """Methods that return the raw response (headers, status) with the parsed data available from `.parse()`."""

    def __init__(self, resource: AccountsResource) -> None:
        self._resource = resource
        self.list = to_raw_response_wrapper(resource.list)
        self.create = to_raw_response_wrapper(resource.create)
        self.retrieve = to_raw_response_wrapper(resource.retrieve)
        self.update = to_raw_response_wrapper(resource.update)
        self.delete = to_raw_response_wrapper(resource.delete)
        self.remove = to_raw_response_wrapper(resource.remove)
        self.me = to_raw_response_wrapper(resource.me)
        self.link = to_raw_response_wrapper(resource.link)

    @cached_property
    def friends(self) -> FriendsResourceWithRawResponse:
        return FriendsResourceWithRawResponse(self._resource.friends)


class AsyncAccountsResourceWithRawResponse:
    """Methods that return the raw response (headers, status) with the parsed data available from `.parse()`."""

    def __init__(self, resource: AsyncAccountsResource) -> None:
        self._resource = resource
        self.list = async_to_raw_response_wrapper(resource.list)
        self.create = async_to_raw_response_wrapper(resource.create)
        self.retrieve = async_to_raw_response_wrapper(resource.retrieve)
        self.update = async_to_raw_response_wrapper(resource.update)
        self.delete = async_to_raw_response_wrapper(resource.delete)
        self.remove = async_to_raw_response_wrapper(resource.remove)
        self.me = async_to_raw_response_wrapper(resource.me)
        self.link = async_to_raw_response_wrapper(resource.link)

    @cached_property
    def friends(self) -> AsyncFriendsResourceWithRawResponse:
        return AsyncFriendsResourceWithRawResponse(self._resource.friends)


class AccountsResourceWithStreamingResponse:
    """Methods that return the response before its body is read, as a context manager."""

    def __init__(self, resource: AccountsResource) -> None:
        self._resource = resource
        self.list = to_streamed_response_wrapper(resource.list)
        self.create = to_streamed_response_wrapper(resource.create)
        self.retrieve = to_streamed_response_wrapper(resource.retrieve)
        self.update = to_streamed_response_wrapper(resource.update)
        self.delete = to_streamed_response_wrapper(resource.delete)
        self.remove = to_streamed_response_wrapper(resource.remove)
        self.me = to_streamed_response_wrapper(resource.me)
        self.link = to_streamed_response_wrapper(resource.link)

    @cached_property
    def friends(self) -> FriendsResourceWithStreamingResponse:
        return FriendsResourceWithStreamingResponse(self._resource.friends)


class AsyncAccountsResourceWithStreamingResponse:
    """Methods that return the response before its body is read, as a context manager."""

    def __init__(self, resource: AsyncAccountsResource) -> None:
        self._resource = resource
        self.list = async_to_streamed_response_wrapper(resource.list)
        self.create = async_to_streamed_response_wrapper(resource.create)
        self.retrieve = async_to_streamed_response_wrapper(resource.retrieve)
        self.update = async_to_streamed_response_wrapper(resource.update)
        self.delete = async_to_streamed_response_wrapper(resource.delete)
        self.remove = async_to_streamed_response_wrapper(resource.remove)
        self.me = async_to_streamed_response_wrapper(resource.me)
        self.link = async_to_streamed_response_wrapper(resource.link)

    @cached_property
    def friends(self) -> AsyncFriendsResourceWithStreamingResponse:
        return AsyncFriendsResourceWithStreamingResponse(self._resource.friends)
