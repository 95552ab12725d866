"""A small API client built the way the generator builds one, a scripted transport, and test helpers."""

from __future__ import annotations

import json
from collections.abc import AsyncIterable, Awaitable
from datetime import datetime
from functools import cached_property
from typing import Any, Callable, Dict, Iterable, List, Mapping, Optional, TypeVar, Union, cast

import httpx
from pydantic import Field as FieldInfo
from typing_extensions import Annotated, Literal, Self

from sdkgen_runtime._auth import ApiKeyAuth, AuthScheme, BasicAuth, BearerAuth
from sdkgen_runtime._base_client import AsyncAPIClient, ClientDefaults, SyncAPIClient
from sdkgen_runtime._exceptions import ErrorVariant, RateLimitError
from sdkgen_runtime._models import BaseModel, DiscriminatorInfo
from sdkgen_runtime._resource import AsyncAPIResource, SyncAPIResource
from sdkgen_runtime._response import (
    AsyncBinaryAPIResponse,
    BinaryAPIResponse,
    async_to_raw_response_wrapper,
    async_to_streamed_response_wrapper,
    to_raw_response_wrapper,
    to_streamed_response_wrapper,
)
from sdkgen_runtime._types import NOT_GIVEN, Body, Headers, NotGiven, Omit, Query, Timeout
from sdkgen_runtime._utils import read_env

_T = TypeVar("_T")


class Circle(BaseModel):
    kind: Literal["circle"]
    radius: float


class Square(BaseModel):
    kind: Literal["square"]
    side: float


Shape = Annotated[
    Union[Circle, Square], DiscriminatorInfo(property="kind", mapping={"circle": Circle, "square": Square})
]

ItemStatus = Literal["active", "archived"]


class Item(BaseModel):
    id: str
    name: Optional[str] = None
    note: Optional[str] = None
    status: Optional[ItemStatus] = None
    shape: Optional[Shape] = None
    created_at: Optional[datetime] = None
    class_: Optional[str] = FieldInfo(alias="class", default=None)


class Chunk(BaseModel):
    id: str
    delta: str


class RateLimitExceededError(RateLimitError):
    """The error variant `rate_limited` of the fake API's error union."""


ENVIRONMENTS: Dict[str, str] = {
    "production": "https://{region}.api.fake.example/v1",
    "sandbox": "https://sandbox.fake.example/v1",
}

DEFAULTS = ClientDefaults(
    client_name="Fake",
    env_prefix="FAKE",
    lang="python",
    version="1.2.3",
    environments=ENVIRONMENTS,
    default_environment="production",
    max_retries=2,
    initial_retry_delay=0.5,
    max_retry_delay=8.0,
    timeout=60.0,
    idempotency_header="Idempotency-Key",
    default_headers={"X-Fake-Client": "sdkgen"},
    message_property="message",
    error_variants=(
        ErrorVariant(discriminator="error.type", value="rate_limited", status=429, error_class=RateLimitExceededError),
    ),
)


class _FakeOptions:
    """The options and hooks both fake clients share; generated clients spell these out in each class."""

    api_key: str | None
    username: str | None
    password: str | None
    token: str | None
    query_key: str | None
    region: str
    sleeps: List[float]
    """Every retry wait, in seconds; nothing really sleeps."""
    jitter: float
    """What `_random()` returns."""

    def _resolve_options(
        self,
        api_key: str | None,
        username: str | None,
        password: str | None,
        token: str | None,
        query_key: str | None,
        region: str | None,
    ) -> None:
        self.api_key = api_key if api_key is not None else read_env("FAKE_API_KEY")
        self.username = username if username is not None else read_env("FAKE_USERNAME")
        self.password = password if password is not None else read_env("FAKE_PASSWORD")
        self.token = token if token is not None else read_env("FAKE_TOKEN")
        self.query_key = query_key if query_key is not None else read_env("FAKE_QUERY_KEY")
        self.region = region or read_env("FAKE_REGION") or "us"
        self.sleeps = []
        self.jitter = 0.0

    def _auth_schemes(self) -> Dict[str, AuthScheme]:
        return {
            "ApiKeyAuth": ApiKeyAuth(location="header", name="X-Api-Key", value=self.api_key, env=("FAKE_API_KEY",)),
            "BasicAuth": BasicAuth(
                username=self.username, password=self.password, env=("FAKE_USERNAME", "FAKE_PASSWORD")
            ),
            "BearerAuth": BearerAuth(token=self.token, env=("FAKE_TOKEN",)),
            "QueryKey": ApiKeyAuth(location="query", name="key", value=self.query_key, env=("FAKE_QUERY_KEY",)),
        }

    def _default_security(self) -> List[List[str]]:
        return [["ApiKeyAuth"], ["BasicAuth"], ["BearerAuth"], ["QueryKey"]]

    def _random(self) -> float:
        return self.jitter


class FakeClient(_FakeOptions, SyncAPIClient):
    """A synchronous client of the fake API."""

    def __init__(
        self,
        *,
        api_key: str | None = None,
        username: str | None = None,
        password: str | None = None,
        token: str | None = None,
        query_key: str | None = None,
        region: str | None = None,
        project: str | None = None,
        environment: Literal["production", "sandbox"] | NotGiven = NOT_GIVEN,
        base_url: str | httpx.URL | None | NotGiven = NOT_GIVEN,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
        max_retries: int | NotGiven = NOT_GIVEN,
        default_headers: Mapping[str, str | Omit | None] | None = None,
        default_query: Mapping[str, object] | None = None,
        http_client: httpx.Client | None = None,
        strict_response_validation: bool = False,
        defaults: ClientDefaults = DEFAULTS,
    ) -> None:
        self._resolve_options(api_key, username, password, token, query_key, region)
        self.project = project
        super().__init__(
            defaults,
            environment=environment,
            base_url=base_url,
            timeout=timeout,
            max_retries=max_retries,
            default_headers=default_headers,
            default_query=default_query,
            http_client=http_client,
            strict_response_validation=strict_response_validation,
            server_variables={"region": self.region},
            option_headers={"X-Fake-Project": project},
            option_query={"tenant": project},
        )

    @cached_property
    def items(self) -> ItemsResource:
        return ItemsResource(self)

    @cached_property
    def with_raw_response(self) -> FakeClientWithRawResponse:
        return FakeClientWithRawResponse(self)

    @cached_property
    def with_streaming_response(self) -> FakeClientWithStreamedResponse:
        return FakeClientWithStreamedResponse(self)

    def _sleep(self, seconds: float) -> None:
        self.sleeps.append(seconds)

    def copy(
        self,
        *,
        api_key: str | None | NotGiven = NOT_GIVEN,
        environment: Literal["production", "sandbox"] | NotGiven = NOT_GIVEN,
        base_url: str | httpx.URL | None | NotGiven = NOT_GIVEN,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
        max_retries: int | NotGiven = NOT_GIVEN,
        default_headers: Mapping[str, str | Omit | None] | None = None,
        default_query: Mapping[str, object] | None = None,
        http_client: httpx.Client | None = None,
        set_default_headers: Mapping[str, str | Omit | None] | None = None,
        set_default_query: Mapping[str, object] | None = None,
    ) -> Self:
        """A copy of this client with some options changed; it shares this client's connection pool."""
        return self.__class__(
            api_key=self.api_key if isinstance(api_key, NotGiven) else api_key,
            username=self.username,
            password=self.password,
            token=self.token,
            query_key=self.query_key,
            region=self.region,
            project=self.project,
            defaults=self._defaults,
            **self._copy_options(
                environment=environment,
                base_url=base_url,
                timeout=timeout,
                max_retries=max_retries,
                default_headers=default_headers,
                set_default_headers=set_default_headers,
                default_query=default_query,
                set_default_query=set_default_query,
                http_client=http_client,
            ),
        )

    with_options = copy


class AsyncFakeClient(_FakeOptions, AsyncAPIClient):
    """An asynchronous client of the fake API."""

    def __init__(
        self,
        *,
        api_key: str | None = None,
        username: str | None = None,
        password: str | None = None,
        token: str | None = None,
        query_key: str | None = None,
        region: str | None = None,
        project: str | None = None,
        environment: Literal["production", "sandbox"] | NotGiven = NOT_GIVEN,
        base_url: str | httpx.URL | None | NotGiven = NOT_GIVEN,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
        max_retries: int | NotGiven = NOT_GIVEN,
        default_headers: Mapping[str, str | Omit | None] | None = None,
        default_query: Mapping[str, object] | None = None,
        http_client: httpx.AsyncClient | None = None,
        strict_response_validation: bool = False,
        defaults: ClientDefaults = DEFAULTS,
    ) -> None:
        self._resolve_options(api_key, username, password, token, query_key, region)
        self.project = project
        super().__init__(
            defaults,
            environment=environment,
            base_url=base_url,
            timeout=timeout,
            max_retries=max_retries,
            default_headers=default_headers,
            default_query=default_query,
            http_client=http_client,
            strict_response_validation=strict_response_validation,
            server_variables={"region": self.region},
            option_headers={"X-Fake-Project": project},
            option_query={"tenant": project},
        )

    @cached_property
    def items(self) -> AsyncItemsResource:
        return AsyncItemsResource(self)

    @cached_property
    def with_raw_response(self) -> AsyncFakeClientWithRawResponse:
        return AsyncFakeClientWithRawResponse(self)

    @cached_property
    def with_streaming_response(self) -> AsyncFakeClientWithStreamedResponse:
        return AsyncFakeClientWithStreamedResponse(self)

    async def _sleep(self, seconds: float) -> None:
        self.sleeps.append(seconds)

    def copy(
        self,
        *,
        api_key: str | None | NotGiven = NOT_GIVEN,
        environment: Literal["production", "sandbox"] | NotGiven = NOT_GIVEN,
        base_url: str | httpx.URL | None | NotGiven = NOT_GIVEN,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
        max_retries: int | NotGiven = NOT_GIVEN,
        default_headers: Mapping[str, str | Omit | None] | None = None,
        default_query: Mapping[str, object] | None = None,
        http_client: httpx.AsyncClient | None = None,
        set_default_headers: Mapping[str, str | Omit | None] | None = None,
        set_default_query: Mapping[str, object] | None = None,
    ) -> Self:
        """A copy of this client with some options changed; it shares this client's connection pool."""
        return self.__class__(
            api_key=self.api_key if isinstance(api_key, NotGiven) else api_key,
            username=self.username,
            password=self.password,
            token=self.token,
            query_key=self.query_key,
            region=self.region,
            project=self.project,
            defaults=self._defaults,
            **self._copy_options(
                environment=environment,
                base_url=base_url,
                timeout=timeout,
                max_retries=max_retries,
                default_headers=default_headers,
                set_default_headers=set_default_headers,
                default_query=default_query,
                set_default_query=set_default_query,
                http_client=http_client,
            ),
        )

    with_options = copy


class ItemsResource(SyncAPIResource):
    @cached_property
    def with_raw_response(self) -> ItemsResourceWithRawResponse:
        return ItemsResourceWithRawResponse(self)

    @cached_property
    def with_streaming_response(self) -> ItemsResourceWithStreamingResponse:
        return ItemsResourceWithStreamingResponse(self)

    def create(
        self,
        *,
        name: str,
        note: Optional[str] | NotGiven = NOT_GIVEN,
        tags: List[str] | NotGiven = NOT_GIVEN,
        extra_headers: Headers | None = None,
        extra_query: Query | None = None,
        extra_body: Body | None = None,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
        idempotency_key: str | None = None,
    ) -> Item:
        return self._request(
            "post",
            "/items",
            body={"name": name, "note": note, "tags": tags},
            cast_to=Item,
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
            timeout=timeout,
            idempotency_key=idempotency_key,
        )

    def retrieve(
        self,
        item_id: str,
        *,
        expand: bool | NotGiven = NOT_GIVEN,
        x_trace: str | NotGiven = NOT_GIVEN,
        extra_headers: Headers | None = None,
        extra_query: Query | None = None,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
    ) -> Item:
        return self._request(
            "get",
            self._path("/items/{item_id}", {"item_id": item_id}),
            query={"expand": expand},
            headers={"X-Trace": x_trace},
            cast_to=Item,
            extra_headers=extra_headers,
            extra_query=extra_query,
            timeout=timeout,
        )

    def download(
        self,
        item_id: str,
        *,
        extra_headers: Headers | None = None,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
    ) -> BinaryAPIResponse:
        return self._request(
            "get",
            self._path("/items/{item_id}/content", {"item_id": item_id}),
            cast_to=BinaryAPIResponse,
            binary_response=True,
            extra_headers=extra_headers,
            timeout=timeout,
        )


class AsyncItemsResource(AsyncAPIResource):
    @cached_property
    def with_raw_response(self) -> AsyncItemsResourceWithRawResponse:
        return AsyncItemsResourceWithRawResponse(self)

    @cached_property
    def with_streaming_response(self) -> AsyncItemsResourceWithStreamingResponse:
        return AsyncItemsResourceWithStreamingResponse(self)

    async def create(
        self,
        *,
        name: str,
        note: Optional[str] | NotGiven = NOT_GIVEN,
        tags: List[str] | NotGiven = NOT_GIVEN,
        extra_headers: Headers | None = None,
        extra_query: Query | None = None,
        extra_body: Body | None = None,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
        idempotency_key: str | None = None,
    ) -> Item:
        return await self._request(
            "post",
            "/items",
            body={"name": name, "note": note, "tags": tags},
            cast_to=Item,
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
            timeout=timeout,
            idempotency_key=idempotency_key,
        )

    async def retrieve(
        self,
        item_id: str,
        *,
        expand: bool | NotGiven = NOT_GIVEN,
        x_trace: str | NotGiven = NOT_GIVEN,
        extra_headers: Headers | None = None,
        extra_query: Query | None = None,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
    ) -> Item:
        return await self._request(
            "get",
            self._path("/items/{item_id}", {"item_id": item_id}),
            query={"expand": expand},
            headers={"X-Trace": x_trace},
            cast_to=Item,
            extra_headers=extra_headers,
            extra_query=extra_query,
            timeout=timeout,
        )

    async def download(
        self,
        item_id: str,
        *,
        extra_headers: Headers | None = None,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
    ) -> AsyncBinaryAPIResponse:
        return await self._request(
            "get",
            self._path("/items/{item_id}/content", {"item_id": item_id}),
            cast_to=AsyncBinaryAPIResponse,
            binary_response=True,
            extra_headers=extra_headers,
            timeout=timeout,
        )


class ItemsResourceWithRawResponse:
    def __init__(self, items: ItemsResource) -> None:
        self._items = items
        self.create = to_raw_response_wrapper(items.create)
        self.retrieve = to_raw_response_wrapper(items.retrieve)
        self.download = to_raw_response_wrapper(items.download)


class AsyncItemsResourceWithRawResponse:
    def __init__(self, items: AsyncItemsResource) -> None:
        self._items = items
        self.create = async_to_raw_response_wrapper(items.create)
        self.retrieve = async_to_raw_response_wrapper(items.retrieve)
        self.download = async_to_raw_response_wrapper(items.download)


class ItemsResourceWithStreamingResponse:
    def __init__(self, items: ItemsResource) -> None:
        self._items = items
        self.create = to_streamed_response_wrapper(items.create)
        self.retrieve = to_streamed_response_wrapper(items.retrieve)
        self.download = to_streamed_response_wrapper(items.download)


class AsyncItemsResourceWithStreamingResponse:
    def __init__(self, items: AsyncItemsResource) -> None:
        self._items = items
        self.create = async_to_streamed_response_wrapper(items.create)
        self.retrieve = async_to_streamed_response_wrapper(items.retrieve)
        self.download = async_to_streamed_response_wrapper(items.download)


class FakeClientWithRawResponse:
    def __init__(self, client: FakeClient) -> None:
        self._client = client

    @cached_property
    def items(self) -> ItemsResourceWithRawResponse:
        return ItemsResourceWithRawResponse(self._client.items)


class AsyncFakeClientWithRawResponse:
    def __init__(self, client: AsyncFakeClient) -> None:
        self._client = client

    @cached_property
    def items(self) -> AsyncItemsResourceWithRawResponse:
        return AsyncItemsResourceWithRawResponse(self._client.items)


class FakeClientWithStreamedResponse:
    def __init__(self, client: FakeClient) -> None:
        self._client = client

    @cached_property
    def items(self) -> ItemsResourceWithStreamingResponse:
        return ItemsResourceWithStreamingResponse(self._client.items)


class AsyncFakeClientWithStreamedResponse:
    def __init__(self, client: AsyncFakeClient) -> None:
        self._client = client

    @cached_property
    def items(self) -> AsyncItemsResourceWithStreamingResponse:
        return AsyncItemsResourceWithStreamingResponse(self._client.items)


AnyClient = Union[FakeClient, AsyncFakeClient]
MakeClient = Callable[..., AnyClient]
Kind = Literal["sync", "async"]

Reply = Union[httpx.Response, Exception, Callable[[httpx.Request], httpx.Response]]


class MockServer:
    """A scripted transport: answers each request with the next reply (a response, an exception to raise, or a
    function of the request) and records the requests."""

    def __init__(self) -> None:
        self.requests: List[httpx.Request] = []
        self._replies: List[Reply] = []

    def reply(self, *replies: Reply) -> None:
        self._replies.extend(replies)

    def handle(self, request: httpx.Request) -> httpx.Response:
        self.requests.append(request)
        if not self._replies:
            raise AssertionError(f"Unexpected request: {request.method} {request.url}")
        reply = self._replies.pop(0)
        if isinstance(reply, Exception):
            raise reply
        return reply(request) if callable(reply) else reply

    @property
    def last(self) -> httpx.Request:
        return self.requests[-1]

    def transport(self) -> httpx.MockTransport:
        return httpx.MockTransport(self.handle)


def json_reply(body: object, status: int = 200, headers: Mapping[str, str] | None = None) -> httpx.Response:
    return httpx.Response(status, json=body, headers=headers)


def sse_reply(*lines: str, status: int = 200) -> httpx.Response:
    body = "".join(f"{line}\n" for line in lines)
    return httpx.Response(status, headers={"content-type": "text/event-stream"}, content=body.encode())


def request_json(request: httpx.Request) -> Any:
    return json.loads(request.content)


async def resolve(value: Union[_T, Awaitable[_T]]) -> _T:
    """The result of a sync or async client call."""
    if isinstance(value, Awaitable):
        return await cast(Awaitable[_T], value)
    return value


async def collect(values: Union[Iterable[_T], AsyncIterable[_T]]) -> List[_T]:
    """The items of a sync or async iterable."""
    if isinstance(values, AsyncIterable):
        return [value async for value in values]
    return list(values)
