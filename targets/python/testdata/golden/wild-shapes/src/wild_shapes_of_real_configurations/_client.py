# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

from __future__ import annotations

from functools import cached_property
from typing import Dict, List, Mapping

import httpx
from typing_extensions import Literal, Self

from ._auth import AuthScheme
from ._base_client import AsyncAPIClient, ClientDefaults, SyncAPIClient
from ._types import NOT_GIVEN, NotGiven, Omit, Timeout
from ._version import __version__
from .resources.categories import (
    AsyncCategoriesResource,
    AsyncCategoriesResourceWithRawResponse,
    AsyncCategoriesResourceWithStreamingResponse,
    CategoriesResource,
    CategoriesResourceWithRawResponse,
    CategoriesResourceWithStreamingResponse,
)
from .resources.providers import (
    AsyncProvidersResource,
    AsyncProvidersResourceWithRawResponse,
    AsyncProvidersResourceWithStreamingResponse,
    ProvidersResource,
    ProvidersResourceWithRawResponse,
    ProvidersResourceWithStreamingResponse,
)
from .resources.things import (
    AsyncThingsResource,
    AsyncThingsResourceWithRawResponse,
    AsyncThingsResourceWithStreamingResponse,
    ThingsResource,
    ThingsResourceWithRawResponse,
    ThingsResourceWithStreamingResponse,
)

ENVIRONMENTS: Dict[str, str] = {"production": "https://api.example.com"}

DEFAULTS = ClientDefaults(
    client_name="WildShapes",
    env_prefix="WILD_SHAPES",
    lang="python",
    version=__version__,
    environments=ENVIRONMENTS,
    default_environment="production",
    max_retries=2,
    initial_retry_delay=0.5,
    max_retry_delay=8.0,
    timeout=60.0,
    query_nested_format="brackets",
    query_array_format="comma",
    multipart_array_format="brackets",
)


class WildShapes(SyncAPIClient):
    """The synchronous client for the Wild Shapes API."""

    def __init__(
        self,
        *,
        environment: Literal["production"] | NotGiven = NOT_GIVEN,
        base_url: str | httpx.URL | None | NotGiven = NOT_GIVEN,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
        max_retries: int | NotGiven = NOT_GIVEN,
        default_headers: Mapping[str, str | Omit | None] | None = None,
        default_query: Mapping[str, object] | None = None,
        http_client: httpx.Client | None = None,
        strict_response_validation: bool = False,
        _strict_response_validation: bool = False,
    ) -> None:
        """
        Construct a new synchronous Wild Shapes client.

        Arguments that are not given are read from the environment:
        - `base_url` from `WILD_SHAPES_BASE_URL`
        """
        super().__init__(
            DEFAULTS,
            environment=environment,
            base_url=base_url,
            timeout=timeout,
            max_retries=max_retries,
            default_headers=default_headers,
            default_query=default_query,
            http_client=http_client,
            strict_response_validation=strict_response_validation or _strict_response_validation,
        )

    @cached_property
    def providers(self) -> ProvidersResource:
        return ProvidersResource(self)

    @cached_property
    def categories(self) -> CategoriesResource:
        return CategoriesResource(self)

    @cached_property
    def things(self) -> ThingsResource:
        return ThingsResource(self)

    @cached_property
    def with_raw_response(self) -> WildShapesWithRawResponse:
        return WildShapesWithRawResponse(self)

    @cached_property
    def with_streaming_response(self) -> WildShapesWithStreamedResponse:
        return WildShapesWithStreamedResponse(self)

    def _auth_schemes(self) -> Dict[str, AuthScheme]:
        return {}

    def _default_security(self) -> List[List[str]]:
        return []

    def copy(
        self,
        *,
        environment: Literal["production"] | NotGiven = NOT_GIVEN,
        base_url: str | httpx.URL | None | NotGiven = NOT_GIVEN,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
        max_retries: int | NotGiven = NOT_GIVEN,
        default_headers: Mapping[str, str | Omit | None] | None = None,
        default_query: Mapping[str, object] | None = None,
        http_client: httpx.Client | None = None,
        set_default_headers: Mapping[str, str | Omit | None] | None = None,
        set_default_query: Mapping[str, object] | None = None,
        strict_response_validation: bool | NotGiven = NOT_GIVEN,
    ) -> Self:
        """
        A copy of this client with some options changed; it shares this client's connection pool.

        `default_headers` and `default_query` are merged over this client's; `set_default_headers` and `set_default_query` replace them.
        """
        return self.__class__(
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
                strict_response_validation=strict_response_validation,
            ),
        )

    with_options = copy


class AsyncWildShapes(AsyncAPIClient):
    """The asynchronous client for the Wild Shapes API."""

    def __init__(
        self,
        *,
        environment: Literal["production"] | NotGiven = NOT_GIVEN,
        base_url: str | httpx.URL | None | NotGiven = NOT_GIVEN,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
        max_retries: int | NotGiven = NOT_GIVEN,
        default_headers: Mapping[str, str | Omit | None] | None = None,
        default_query: Mapping[str, object] | None = None,
        http_client: httpx.AsyncClient | None = None,
        strict_response_validation: bool = False,
        _strict_response_validation: bool = False,
    ) -> None:
        """
        Construct a new asynchronous Wild Shapes client.

        Arguments that are not given are read from the environment:
        - `base_url` from `WILD_SHAPES_BASE_URL`
        """
        super().__init__(
            DEFAULTS,
            environment=environment,
            base_url=base_url,
            timeout=timeout,
            max_retries=max_retries,
            default_headers=default_headers,
            default_query=default_query,
            http_client=http_client,
            strict_response_validation=strict_response_validation or _strict_response_validation,
        )

    @cached_property
    def providers(self) -> AsyncProvidersResource:
        return AsyncProvidersResource(self)

    @cached_property
    def categories(self) -> AsyncCategoriesResource:
        return AsyncCategoriesResource(self)

    @cached_property
    def things(self) -> AsyncThingsResource:
        return AsyncThingsResource(self)

    @cached_property
    def with_raw_response(self) -> AsyncWildShapesWithRawResponse:
        return AsyncWildShapesWithRawResponse(self)

    @cached_property
    def with_streaming_response(self) -> AsyncWildShapesWithStreamedResponse:
        return AsyncWildShapesWithStreamedResponse(self)

    def _auth_schemes(self) -> Dict[str, AuthScheme]:
        return {}

    def _default_security(self) -> List[List[str]]:
        return []

    def copy(
        self,
        *,
        environment: Literal["production"] | NotGiven = NOT_GIVEN,
        base_url: str | httpx.URL | None | NotGiven = NOT_GIVEN,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
        max_retries: int | NotGiven = NOT_GIVEN,
        default_headers: Mapping[str, str | Omit | None] | None = None,
        default_query: Mapping[str, object] | None = None,
        http_client: httpx.AsyncClient | None = None,
        set_default_headers: Mapping[str, str | Omit | None] | None = None,
        set_default_query: Mapping[str, object] | None = None,
        strict_response_validation: bool | NotGiven = NOT_GIVEN,
    ) -> Self:
        """
        A copy of this client with some options changed; it shares this client's connection pool.

        `default_headers` and `default_query` are merged over this client's; `set_default_headers` and `set_default_query` replace them.
        """
        return self.__class__(
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
                strict_response_validation=strict_response_validation,
            ),
        )

    with_options = copy


class WildShapesWithRawResponse:
    """Methods that return the raw response (headers, status) with the parsed data available from `.parse()`."""

    def __init__(self, client: WildShapes) -> None:
        self._client = client

    @cached_property
    def providers(self) -> ProvidersResourceWithRawResponse:
        return ProvidersResourceWithRawResponse(self._client.providers)

    @cached_property
    def categories(self) -> CategoriesResourceWithRawResponse:
        return CategoriesResourceWithRawResponse(self._client.categories)

    @cached_property
    def things(self) -> ThingsResourceWithRawResponse:
        return ThingsResourceWithRawResponse(self._client.things)


class AsyncWildShapesWithRawResponse:
    """Methods that return the raw response (headers, status) with the parsed data available from `.parse()`."""

    def __init__(self, client: AsyncWildShapes) -> None:
        self._client = client

    @cached_property
    def providers(self) -> AsyncProvidersResourceWithRawResponse:
        return AsyncProvidersResourceWithRawResponse(self._client.providers)

    @cached_property
    def categories(self) -> AsyncCategoriesResourceWithRawResponse:
        return AsyncCategoriesResourceWithRawResponse(self._client.categories)

    @cached_property
    def things(self) -> AsyncThingsResourceWithRawResponse:
        return AsyncThingsResourceWithRawResponse(self._client.things)


class WildShapesWithStreamedResponse:
    """Methods that return the response before its body is read, as a context manager."""

    def __init__(self, client: WildShapes) -> None:
        self._client = client

    @cached_property
    def providers(self) -> ProvidersResourceWithStreamingResponse:
        return ProvidersResourceWithStreamingResponse(self._client.providers)

    @cached_property
    def categories(self) -> CategoriesResourceWithStreamingResponse:
        return CategoriesResourceWithStreamingResponse(self._client.categories)

    @cached_property
    def things(self) -> ThingsResourceWithStreamingResponse:
        return ThingsResourceWithStreamingResponse(self._client.things)


class AsyncWildShapesWithStreamedResponse:
    """Methods that return the response before its body is read, as a context manager."""

    def __init__(self, client: AsyncWildShapes) -> None:
        self._client = client

    @cached_property
    def providers(self) -> AsyncProvidersResourceWithStreamingResponse:
        return AsyncProvidersResourceWithStreamingResponse(self._client.providers)

    @cached_property
    def categories(self) -> AsyncCategoriesResourceWithStreamingResponse:
        return AsyncCategoriesResourceWithStreamingResponse(self._client.categories)

    @cached_property
    def things(self) -> AsyncThingsResourceWithStreamingResponse:
        return AsyncThingsResourceWithStreamingResponse(self._client.things)


Client = WildShapes
AsyncClient = AsyncWildShapes
