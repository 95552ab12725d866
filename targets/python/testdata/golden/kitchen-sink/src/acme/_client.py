# Copyright Acme, Inc. Licensed under the Apache License 2.0.
# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

from __future__ import annotations

from functools import cached_property
from typing import Dict, List, Mapping

import httpx
from typing_extensions import Literal, Self

from ._auth import ApiKeyAuth, AuthScheme, BasicAuth, BearerAuth
from ._base_client import AsyncAPIClient, ClientDefaults, SyncAPIClient
from ._errors import ACMENotFoundError, RateLimitExceededError
from ._exceptions import ErrorVariant
from ._response import (
    async_to_raw_response_wrapper,
    async_to_streamed_response_wrapper,
    to_raw_response_wrapper,
    to_streamed_response_wrapper,
)
from ._streaming import StreamRule
from ._types import NOT_GIVEN, Body, Headers, NotGiven, Omit, Query, Timeout
from ._utils import read_env
from ._version import __version__
from .resources.accounts.accounts import (
    AccountsResource,
    AccountsResourceWithRawResponse,
    AccountsResourceWithStreamingResponse,
    AsyncAccountsResource,
    AsyncAccountsResourceWithRawResponse,
    AsyncAccountsResourceWithStreamingResponse,
)
from .resources.cards.cards import (
    AsyncCardsResource,
    AsyncCardsResourceWithRawResponse,
    AsyncCardsResourceWithStreamingResponse,
    CardsResource,
    CardsResourceWithRawResponse,
    CardsResourceWithStreamingResponse,
)
from .resources.chat.chat import (
    AsyncChatResource,
    AsyncChatResourceWithRawResponse,
    AsyncChatResourceWithStreamingResponse,
    ChatResource,
    ChatResourceWithRawResponse,
    ChatResourceWithStreamingResponse,
)
from .resources.events import (
    AsyncEventsResource,
    AsyncEventsResourceWithRawResponse,
    AsyncEventsResourceWithStreamingResponse,
    EventsResource,
    EventsResourceWithRawResponse,
    EventsResourceWithStreamingResponse,
)
from .resources.feedback import (
    AsyncFeedbackResource,
    AsyncFeedbackResourceWithRawResponse,
    AsyncFeedbackResourceWithStreamingResponse,
    FeedbackResource,
    FeedbackResourceWithRawResponse,
    FeedbackResourceWithStreamingResponse,
)
from .resources.files import (
    AsyncFilesResource,
    AsyncFilesResourceWithRawResponse,
    AsyncFilesResourceWithStreamingResponse,
    FilesResource,
    FilesResourceWithRawResponse,
    FilesResourceWithStreamingResponse,
)
from .resources.internal_tools import (
    AsyncInternalToolsResource,
    AsyncInternalToolsResourceWithRawResponse,
    AsyncInternalToolsResourceWithStreamingResponse,
    InternalToolsResource,
    InternalToolsResourceWithRawResponse,
    InternalToolsResourceWithStreamingResponse,
)
from .resources.legacy import (
    AsyncLegacyResource,
    AsyncLegacyResourceWithRawResponse,
    AsyncLegacyResourceWithStreamingResponse,
    LegacyResource,
    LegacyResourceWithRawResponse,
    LegacyResourceWithStreamingResponse,
)
from .resources.pets import (
    AsyncPetsResource,
    AsyncPetsResourceWithRawResponse,
    AsyncPetsResourceWithStreamingResponse,
    PetsResource,
    PetsResourceWithRawResponse,
    PetsResourceWithStreamingResponse,
)
from .resources.reports import (
    AsyncReportsResource,
    AsyncReportsResourceWithRawResponse,
    AsyncReportsResourceWithStreamingResponse,
    ReportsResource,
    ReportsResourceWithRawResponse,
    ReportsResourceWithStreamingResponse,
)
from .resources.search import (
    AsyncSearchResource,
    AsyncSearchResourceWithRawResponse,
    AsyncSearchResourceWithStreamingResponse,
    SearchResource,
    SearchResourceWithRawResponse,
    SearchResourceWithStreamingResponse,
)
from .resources.tags import (
    AsyncTagsResource,
    AsyncTagsResourceWithRawResponse,
    AsyncTagsResourceWithStreamingResponse,
    TagsResource,
    TagsResourceWithRawResponse,
    TagsResourceWithStreamingResponse,
)
from .resources.trees import (
    AsyncTreesResource,
    AsyncTreesResourceWithRawResponse,
    AsyncTreesResourceWithStreamingResponse,
    TreesResource,
    TreesResourceWithRawResponse,
    TreesResourceWithStreamingResponse,
)
from .resources.webhooks import (
    AsyncWebhooksResource,
    AsyncWebhooksResourceWithRawResponse,
    AsyncWebhooksResourceWithStreamingResponse,
    WebhooksResource,
    WebhooksResourceWithRawResponse,
    WebhooksResourceWithStreamingResponse,
)
from .types.client_ping_response import ClientPingResponse
from .types.client_status_response import ClientStatusResponse

ENVIRONMENTS: Dict[str, str] = {
    "production": "https://{region}.api.acme.example/v1",
    "sandbox": "https://sandbox.acme.example/v1",
}

DEFAULTS = ClientDefaults(
    client_name="ACME",
    env_prefix="ACME",
    lang="python",
    version=__version__,
    environments=ENVIRONMENTS,
    default_environment="production",
    max_retries=5,
    initial_retry_delay=1.0,
    max_retry_delay=10.0,
    timeout=30.0,
    idempotency_header="Idempotency-Key",
    default_headers={"X-Acme-Client": "sdkgen"},
    query_nested_format="brackets",
    query_array_format="repeat",
    multipart_array_format="brackets",
    message_property="message",
    stream_rules=(
        StreamRule(data_starts_with="[DONE]", handle="done"),
        StreamRule(event="error", handle="error"),
        StreamRule(fallthrough=True, handle="yield", error_property="error"),
    ),
    error_variants=(
        ErrorVariant(discriminator="type", value="not_found", error_class=ACMENotFoundError, status=404),
        ErrorVariant(discriminator="type", value="rate_limited", error_class=RateLimitExceededError, status=429),
    ),
)


class ACME(SyncAPIClient):
    """The synchronous client for the ACME API."""

    bearer_token: str | None
    username: str | None
    password: str | None
    region: str
    project_id: str | None
    webhook_secret: str | None
    query_key: str | None

    def __init__(
        self,
        *,
        bearer_token: str | None = None,
        username: str | None = None,
        password: str | None = None,
        region: str | None = None,
        project_id: str | None = None,
        webhook_secret: str | None = None,
        query_key: str | None = None,
        environment: Literal["production", "sandbox"] | NotGiven = NOT_GIVEN,
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
        Construct a new synchronous ACME client.

        Arguments that are not given are read from the environment:
        - `bearer_token` from `ACME_BEARER_TOKEN`
        - `username` from `ACME_USERNAME`
        - `password` from `ACME_PASSWORD`
        - `project_id` from `ACME_PROJECT_ID`
        - `webhook_secret` from `ACME_WEBHOOK_SECRET`
        - `query_key` from `ACME_QUERY_KEY`
        - `base_url` from `ACME_BASE_URL`
        """
        if bearer_token is None:
            bearer_token = read_env("ACME_BEARER_TOKEN")
        self.bearer_token = bearer_token
        if username is None:
            username = read_env("ACME_USERNAME")
        self.username = username
        if password is None:
            password = read_env("ACME_PASSWORD")
        self.password = password
        if region is None:
            region = "us"
        self.region = region
        if project_id is None:
            project_id = read_env("ACME_PROJECT_ID")
        self.project_id = project_id
        if webhook_secret is None:
            webhook_secret = read_env("ACME_WEBHOOK_SECRET")
        self.webhook_secret = webhook_secret
        if query_key is None:
            query_key = read_env("ACME_QUERY_KEY")
        self.query_key = query_key
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
            server_variables={"region": region},
            option_headers={"X-Acme-Project": project_id},
            option_query={"key": query_key},
        )

    @cached_property
    def accounts(self) -> AccountsResource:
        return AccountsResource(self)

    @cached_property
    def cards(self) -> CardsResource:
        return CardsResource(self)

    @cached_property
    def events(self) -> EventsResource:
        return EventsResource(self)

    @cached_property
    def tags(self) -> TagsResource:
        return TagsResource(self)

    @cached_property
    def files(self) -> FilesResource:
        return FilesResource(self)

    @cached_property
    def feedback(self) -> FeedbackResource:
        return FeedbackResource(self)

    @cached_property
    def chat(self) -> ChatResource:
        return ChatResource(self)

    @cached_property
    def reports(self) -> ReportsResource:
        return ReportsResource(self)

    @cached_property
    def internal_tools(self) -> InternalToolsResource:
        return InternalToolsResource(self)

    @cached_property
    def search(self) -> SearchResource:
        return SearchResource(self)

    @cached_property
    def pets(self) -> PetsResource:
        return PetsResource(self)

    @cached_property
    def trees(self) -> TreesResource:
        return TreesResource(self)

    @cached_property
    def legacy(self) -> LegacyResource:
        return LegacyResource(self)

    @cached_property
    def webhooks(self) -> WebhooksResource:
        return WebhooksResource(self)

    @cached_property
    def with_raw_response(self) -> ACMEWithRawResponse:
        return ACMEWithRawResponse(self)

    @cached_property
    def with_streaming_response(self) -> ACMEWithStreamedResponse:
        return ACMEWithStreamedResponse(self)

    def status(
        self,
        *,
        extra_headers: Headers | None = None,
        extra_query: Query | None = None,
        extra_body: Body | None = None,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
    ) -> ClientStatusResponse:
        """Service status"""
        return self._request(
            "get",
            "/status",
            cast_to=ClientStatusResponse,
            security=[],
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
            timeout=timeout,
        )

    def ping(
        self,
        *,
        extra_headers: Headers | None = None,
        extra_query: Query | None = None,
        extra_body: Body | None = None,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
    ) -> ClientPingResponse:
        return self._request(
            "get",
            "/ping",
            cast_to=ClientPingResponse,
            security=[],
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
            timeout=timeout,
        )

    def _auth_schemes(self) -> Dict[str, AuthScheme]:
        return {
            "BearerAuth": BearerAuth(token=self.bearer_token, keyword="Token", env=("ACME_BEARER_TOKEN",)),
            "BasicAuth": BasicAuth(
                username=self.username,
                password=self.password,
                env=("ACME_USERNAME", "ACME_PASSWORD"),
            ),
            "QueryKey": ApiKeyAuth(location="query", name="key", value=self.query_key, env=("ACME_QUERY_KEY",)),
        }

    def _default_security(self) -> List[List[str]]:
        return [["BearerAuth"], ["BasicAuth"], ["QueryKey"], []]

    def copy(
        self,
        *,
        bearer_token: str | None | NotGiven = NOT_GIVEN,
        username: str | None | NotGiven = NOT_GIVEN,
        password: str | None | NotGiven = NOT_GIVEN,
        region: str | None | NotGiven = NOT_GIVEN,
        project_id: str | None | NotGiven = NOT_GIVEN,
        webhook_secret: str | None | NotGiven = NOT_GIVEN,
        query_key: str | None | NotGiven = NOT_GIVEN,
        environment: Literal["production", "sandbox"] | NotGiven = NOT_GIVEN,
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
            bearer_token=self.bearer_token if isinstance(bearer_token, NotGiven) else bearer_token,
            username=self.username if isinstance(username, NotGiven) else username,
            password=self.password if isinstance(password, NotGiven) else password,
            region=self.region if isinstance(region, NotGiven) else region,
            project_id=self.project_id if isinstance(project_id, NotGiven) else project_id,
            webhook_secret=self.webhook_secret if isinstance(webhook_secret, NotGiven) else webhook_secret,
            query_key=self.query_key if isinstance(query_key, NotGiven) else query_key,
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


class AsyncACME(AsyncAPIClient):
    """The asynchronous client for the ACME API."""

    bearer_token: str | None
    username: str | None
    password: str | None
    region: str
    project_id: str | None
    webhook_secret: str | None
    query_key: str | None

    def __init__(
        self,
        *,
        bearer_token: str | None = None,
        username: str | None = None,
        password: str | None = None,
        region: str | None = None,
        project_id: str | None = None,
        webhook_secret: str | None = None,
        query_key: str | None = None,
        environment: Literal["production", "sandbox"] | NotGiven = NOT_GIVEN,
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
        Construct a new asynchronous ACME client.

        Arguments that are not given are read from the environment:
        - `bearer_token` from `ACME_BEARER_TOKEN`
        - `username` from `ACME_USERNAME`
        - `password` from `ACME_PASSWORD`
        - `project_id` from `ACME_PROJECT_ID`
        - `webhook_secret` from `ACME_WEBHOOK_SECRET`
        - `query_key` from `ACME_QUERY_KEY`
        - `base_url` from `ACME_BASE_URL`
        """
        if bearer_token is None:
            bearer_token = read_env("ACME_BEARER_TOKEN")
        self.bearer_token = bearer_token
        if username is None:
            username = read_env("ACME_USERNAME")
        self.username = username
        if password is None:
            password = read_env("ACME_PASSWORD")
        self.password = password
        if region is None:
            region = "us"
        self.region = region
        if project_id is None:
            project_id = read_env("ACME_PROJECT_ID")
        self.project_id = project_id
        if webhook_secret is None:
            webhook_secret = read_env("ACME_WEBHOOK_SECRET")
        self.webhook_secret = webhook_secret
        if query_key is None:
            query_key = read_env("ACME_QUERY_KEY")
        self.query_key = query_key
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
            server_variables={"region": region},
            option_headers={"X-Acme-Project": project_id},
            option_query={"key": query_key},
        )

    @cached_property
    def accounts(self) -> AsyncAccountsResource:
        return AsyncAccountsResource(self)

    @cached_property
    def cards(self) -> AsyncCardsResource:
        return AsyncCardsResource(self)

    @cached_property
    def events(self) -> AsyncEventsResource:
        return AsyncEventsResource(self)

    @cached_property
    def tags(self) -> AsyncTagsResource:
        return AsyncTagsResource(self)

    @cached_property
    def files(self) -> AsyncFilesResource:
        return AsyncFilesResource(self)

    @cached_property
    def feedback(self) -> AsyncFeedbackResource:
        return AsyncFeedbackResource(self)

    @cached_property
    def chat(self) -> AsyncChatResource:
        return AsyncChatResource(self)

    @cached_property
    def reports(self) -> AsyncReportsResource:
        return AsyncReportsResource(self)

    @cached_property
    def internal_tools(self) -> AsyncInternalToolsResource:
        return AsyncInternalToolsResource(self)

    @cached_property
    def search(self) -> AsyncSearchResource:
        return AsyncSearchResource(self)

    @cached_property
    def pets(self) -> AsyncPetsResource:
        return AsyncPetsResource(self)

    @cached_property
    def trees(self) -> AsyncTreesResource:
        return AsyncTreesResource(self)

    @cached_property
    def legacy(self) -> AsyncLegacyResource:
        return AsyncLegacyResource(self)

    @cached_property
    def webhooks(self) -> AsyncWebhooksResource:
        return AsyncWebhooksResource(self)

    @cached_property
    def with_raw_response(self) -> AsyncACMEWithRawResponse:
        return AsyncACMEWithRawResponse(self)

    @cached_property
    def with_streaming_response(self) -> AsyncACMEWithStreamedResponse:
        return AsyncACMEWithStreamedResponse(self)

    async def status(
        self,
        *,
        extra_headers: Headers | None = None,
        extra_query: Query | None = None,
        extra_body: Body | None = None,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
    ) -> ClientStatusResponse:
        """Service status"""
        return await self._request(
            "get",
            "/status",
            cast_to=ClientStatusResponse,
            security=[],
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
            timeout=timeout,
        )

    async def ping(
        self,
        *,
        extra_headers: Headers | None = None,
        extra_query: Query | None = None,
        extra_body: Body | None = None,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
    ) -> ClientPingResponse:
        return await self._request(
            "get",
            "/ping",
            cast_to=ClientPingResponse,
            security=[],
            extra_headers=extra_headers,
            extra_query=extra_query,
            extra_body=extra_body,
            timeout=timeout,
        )

    def _auth_schemes(self) -> Dict[str, AuthScheme]:
        return {
            "BearerAuth": BearerAuth(token=self.bearer_token, keyword="Token", env=("ACME_BEARER_TOKEN",)),
            "BasicAuth": BasicAuth(
                username=self.username,
                password=self.password,
                env=("ACME_USERNAME", "ACME_PASSWORD"),
            ),
            "QueryKey": ApiKeyAuth(location="query", name="key", value=self.query_key, env=("ACME_QUERY_KEY",)),
        }

    def _default_security(self) -> List[List[str]]:
        return [["BearerAuth"], ["BasicAuth"], ["QueryKey"], []]

    def copy(
        self,
        *,
        bearer_token: str | None | NotGiven = NOT_GIVEN,
        username: str | None | NotGiven = NOT_GIVEN,
        password: str | None | NotGiven = NOT_GIVEN,
        region: str | None | NotGiven = NOT_GIVEN,
        project_id: str | None | NotGiven = NOT_GIVEN,
        webhook_secret: str | None | NotGiven = NOT_GIVEN,
        query_key: str | None | NotGiven = NOT_GIVEN,
        environment: Literal["production", "sandbox"] | NotGiven = NOT_GIVEN,
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
            bearer_token=self.bearer_token if isinstance(bearer_token, NotGiven) else bearer_token,
            username=self.username if isinstance(username, NotGiven) else username,
            password=self.password if isinstance(password, NotGiven) else password,
            region=self.region if isinstance(region, NotGiven) else region,
            project_id=self.project_id if isinstance(project_id, NotGiven) else project_id,
            webhook_secret=self.webhook_secret if isinstance(webhook_secret, NotGiven) else webhook_secret,
            query_key=self.query_key if isinstance(query_key, NotGiven) else query_key,
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


class ACMEWithRawResponse:
    """Methods that return the raw response (headers, status) with the parsed data available from `.parse()`."""

    def __init__(self, client: ACME) -> None:
        self._client = client
        self.status = to_raw_response_wrapper(client.status)
        self.ping = to_raw_response_wrapper(client.ping)

    @cached_property
    def accounts(self) -> AccountsResourceWithRawResponse:
        return AccountsResourceWithRawResponse(self._client.accounts)

    @cached_property
    def cards(self) -> CardsResourceWithRawResponse:
        return CardsResourceWithRawResponse(self._client.cards)

    @cached_property
    def events(self) -> EventsResourceWithRawResponse:
        return EventsResourceWithRawResponse(self._client.events)

    @cached_property
    def tags(self) -> TagsResourceWithRawResponse:
        return TagsResourceWithRawResponse(self._client.tags)

    @cached_property
    def files(self) -> FilesResourceWithRawResponse:
        return FilesResourceWithRawResponse(self._client.files)

    @cached_property
    def feedback(self) -> FeedbackResourceWithRawResponse:
        return FeedbackResourceWithRawResponse(self._client.feedback)

    @cached_property
    def chat(self) -> ChatResourceWithRawResponse:
        return ChatResourceWithRawResponse(self._client.chat)

    @cached_property
    def reports(self) -> ReportsResourceWithRawResponse:
        return ReportsResourceWithRawResponse(self._client.reports)

    @cached_property
    def internal_tools(self) -> InternalToolsResourceWithRawResponse:
        return InternalToolsResourceWithRawResponse(self._client.internal_tools)

    @cached_property
    def search(self) -> SearchResourceWithRawResponse:
        return SearchResourceWithRawResponse(self._client.search)

    @cached_property
    def pets(self) -> PetsResourceWithRawResponse:
        return PetsResourceWithRawResponse(self._client.pets)

    @cached_property
    def trees(self) -> TreesResourceWithRawResponse:
        return TreesResourceWithRawResponse(self._client.trees)

    @cached_property
    def legacy(self) -> LegacyResourceWithRawResponse:
        return LegacyResourceWithRawResponse(self._client.legacy)

    @cached_property
    def webhooks(self) -> WebhooksResourceWithRawResponse:
        return WebhooksResourceWithRawResponse(self._client.webhooks)


class AsyncACMEWithRawResponse:
    """Methods that return the raw response (headers, status) with the parsed data available from `.parse()`."""

    def __init__(self, client: AsyncACME) -> None:
        self._client = client
        self.status = async_to_raw_response_wrapper(client.status)
        self.ping = async_to_raw_response_wrapper(client.ping)

    @cached_property
    def accounts(self) -> AsyncAccountsResourceWithRawResponse:
        return AsyncAccountsResourceWithRawResponse(self._client.accounts)

    @cached_property
    def cards(self) -> AsyncCardsResourceWithRawResponse:
        return AsyncCardsResourceWithRawResponse(self._client.cards)

    @cached_property
    def events(self) -> AsyncEventsResourceWithRawResponse:
        return AsyncEventsResourceWithRawResponse(self._client.events)

    @cached_property
    def tags(self) -> AsyncTagsResourceWithRawResponse:
        return AsyncTagsResourceWithRawResponse(self._client.tags)

    @cached_property
    def files(self) -> AsyncFilesResourceWithRawResponse:
        return AsyncFilesResourceWithRawResponse(self._client.files)

    @cached_property
    def feedback(self) -> AsyncFeedbackResourceWithRawResponse:
        return AsyncFeedbackResourceWithRawResponse(self._client.feedback)

    @cached_property
    def chat(self) -> AsyncChatResourceWithRawResponse:
        return AsyncChatResourceWithRawResponse(self._client.chat)

    @cached_property
    def reports(self) -> AsyncReportsResourceWithRawResponse:
        return AsyncReportsResourceWithRawResponse(self._client.reports)

    @cached_property
    def internal_tools(self) -> AsyncInternalToolsResourceWithRawResponse:
        return AsyncInternalToolsResourceWithRawResponse(self._client.internal_tools)

    @cached_property
    def search(self) -> AsyncSearchResourceWithRawResponse:
        return AsyncSearchResourceWithRawResponse(self._client.search)

    @cached_property
    def pets(self) -> AsyncPetsResourceWithRawResponse:
        return AsyncPetsResourceWithRawResponse(self._client.pets)

    @cached_property
    def trees(self) -> AsyncTreesResourceWithRawResponse:
        return AsyncTreesResourceWithRawResponse(self._client.trees)

    @cached_property
    def legacy(self) -> AsyncLegacyResourceWithRawResponse:
        return AsyncLegacyResourceWithRawResponse(self._client.legacy)

    @cached_property
    def webhooks(self) -> AsyncWebhooksResourceWithRawResponse:
        return AsyncWebhooksResourceWithRawResponse(self._client.webhooks)


class ACMEWithStreamedResponse:
    """Methods that return the response before its body is read, as a context manager."""

    def __init__(self, client: ACME) -> None:
        self._client = client
        self.status = to_streamed_response_wrapper(client.status)
        self.ping = to_streamed_response_wrapper(client.ping)

    @cached_property
    def accounts(self) -> AccountsResourceWithStreamingResponse:
        return AccountsResourceWithStreamingResponse(self._client.accounts)

    @cached_property
    def cards(self) -> CardsResourceWithStreamingResponse:
        return CardsResourceWithStreamingResponse(self._client.cards)

    @cached_property
    def events(self) -> EventsResourceWithStreamingResponse:
        return EventsResourceWithStreamingResponse(self._client.events)

    @cached_property
    def tags(self) -> TagsResourceWithStreamingResponse:
        return TagsResourceWithStreamingResponse(self._client.tags)

    @cached_property
    def files(self) -> FilesResourceWithStreamingResponse:
        return FilesResourceWithStreamingResponse(self._client.files)

    @cached_property
    def feedback(self) -> FeedbackResourceWithStreamingResponse:
        return FeedbackResourceWithStreamingResponse(self._client.feedback)

    @cached_property
    def chat(self) -> ChatResourceWithStreamingResponse:
        return ChatResourceWithStreamingResponse(self._client.chat)

    @cached_property
    def reports(self) -> ReportsResourceWithStreamingResponse:
        return ReportsResourceWithStreamingResponse(self._client.reports)

    @cached_property
    def internal_tools(self) -> InternalToolsResourceWithStreamingResponse:
        return InternalToolsResourceWithStreamingResponse(self._client.internal_tools)

    @cached_property
    def search(self) -> SearchResourceWithStreamingResponse:
        return SearchResourceWithStreamingResponse(self._client.search)

    @cached_property
    def pets(self) -> PetsResourceWithStreamingResponse:
        return PetsResourceWithStreamingResponse(self._client.pets)

    @cached_property
    def trees(self) -> TreesResourceWithStreamingResponse:
        return TreesResourceWithStreamingResponse(self._client.trees)

    @cached_property
    def legacy(self) -> LegacyResourceWithStreamingResponse:
        return LegacyResourceWithStreamingResponse(self._client.legacy)

    @cached_property
    def webhooks(self) -> WebhooksResourceWithStreamingResponse:
        return WebhooksResourceWithStreamingResponse(self._client.webhooks)


class AsyncACMEWithStreamedResponse:
    """Methods that return the response before its body is read, as a context manager."""

    def __init__(self, client: AsyncACME) -> None:
        self._client = client
        self.status = async_to_streamed_response_wrapper(client.status)
        self.ping = async_to_streamed_response_wrapper(client.ping)

    @cached_property
    def accounts(self) -> AsyncAccountsResourceWithStreamingResponse:
        return AsyncAccountsResourceWithStreamingResponse(self._client.accounts)

    @cached_property
    def cards(self) -> AsyncCardsResourceWithStreamingResponse:
        return AsyncCardsResourceWithStreamingResponse(self._client.cards)

    @cached_property
    def events(self) -> AsyncEventsResourceWithStreamingResponse:
        return AsyncEventsResourceWithStreamingResponse(self._client.events)

    @cached_property
    def tags(self) -> AsyncTagsResourceWithStreamingResponse:
        return AsyncTagsResourceWithStreamingResponse(self._client.tags)

    @cached_property
    def files(self) -> AsyncFilesResourceWithStreamingResponse:
        return AsyncFilesResourceWithStreamingResponse(self._client.files)

    @cached_property
    def feedback(self) -> AsyncFeedbackResourceWithStreamingResponse:
        return AsyncFeedbackResourceWithStreamingResponse(self._client.feedback)

    @cached_property
    def chat(self) -> AsyncChatResourceWithStreamingResponse:
        return AsyncChatResourceWithStreamingResponse(self._client.chat)

    @cached_property
    def reports(self) -> AsyncReportsResourceWithStreamingResponse:
        return AsyncReportsResourceWithStreamingResponse(self._client.reports)

    @cached_property
    def internal_tools(self) -> AsyncInternalToolsResourceWithStreamingResponse:
        return AsyncInternalToolsResourceWithStreamingResponse(self._client.internal_tools)

    @cached_property
    def search(self) -> AsyncSearchResourceWithStreamingResponse:
        return AsyncSearchResourceWithStreamingResponse(self._client.search)

    @cached_property
    def pets(self) -> AsyncPetsResourceWithStreamingResponse:
        return AsyncPetsResourceWithStreamingResponse(self._client.pets)

    @cached_property
    def trees(self) -> AsyncTreesResourceWithStreamingResponse:
        return AsyncTreesResourceWithStreamingResponse(self._client.trees)

    @cached_property
    def legacy(self) -> AsyncLegacyResourceWithStreamingResponse:
        return AsyncLegacyResourceWithStreamingResponse(self._client.legacy)

    @cached_property
    def webhooks(self) -> AsyncWebhooksResourceWithStreamingResponse:
        return AsyncWebhooksResourceWithStreamingResponse(self._client.webhooks)


Client = ACME
AsyncClient = AsyncACME
