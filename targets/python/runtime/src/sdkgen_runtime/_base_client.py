"""The client core every generated client extends: options and environments, auth, headers, retries with backoff,
timeouts, errors, and the parsing of responses into values, streams and pages."""

from __future__ import annotations

import functools
import importlib
import json
import logging
import math
import random
import time
import uuid
import warnings
from abc import ABC, abstractmethod
from dataclasses import dataclass, field
from datetime import datetime, timezone
from types import ModuleType, TracebackType
from typing import (
    Any,
    Callable,
    ClassVar,
    Dict,
    FrozenSet,
    Generic,
    List,
    Mapping,
    Optional,
    Sequence,
    Tuple,
    TypeVar,
    Union,
    cast,
)

import anyio
import httpx
import pydantic
from typing_extensions import Self, TypedDict

from ._auth import AuthScheme, secret_names, select_credentials
from ._body import Content, EncodedBody, encode_body
from ._constants import RAW_RESPONSE_HEADER
from ._exceptions import (
    APIConnectionError,
    APIResponseValidationError,
    APIStatusError,
    APITimeoutError,
    ErrorVariant,
    make_status_error,
)
from ._headers import merge_headers, parse_custom_headers
from ._logs import configure_logging, logger, redact_headers, redact_url
from ._models import BaseModel, FinalRequestOptions, construct_type, validate_type
from ._platform import OtherPlatform as OtherPlatform, get_platform as get_platform, platform_headers
from ._qs import ArrayFormat, NestedFormat, stringify_query
from ._request_options import RequestOptions
from ._response import (
    APIResponse,
    AsyncAPIResponse,
    AsyncBinaryAPIResponse,
    BinaryAPIResponse,
    ResponseMode,
    decode_body,
    decode_error_body,
    pop_response_mode,
)
from ._retry import backoff_delay, is_retryable, server_requested_wait
from ._types import NOT_GIVEN, Body, BodyEncoding, Headers, NotGiven, Omit, Query, Timeout
from ._urls import append_query, join_url, resolve_base_url
from ._utils import get_path, read_env


def _optional_module(name: str) -> ModuleType:
    """A runtime module that ships only with APIs that need it (`_pages`, `_streaming`).

    Imported by name when a method needs it, so a package without it still imports and type-checks; the methods
    that reach it are generated only when the module ships.
    """
    return importlib.import_module(f".{name}", __package__)


_HttpxClientT = TypeVar("_HttpxClientT", httpx.Client, httpx.AsyncClient)

DEFAULT_CONNECT_TIMEOUT = 5.0
"""Seconds to wait for a connection, whatever the per-attempt timeout: an unreachable host fails fast."""
DEFAULT_TIMEOUT = httpx.Timeout(60.0, connect=DEFAULT_CONNECT_TIMEOUT)
"""The per-attempt timeout of a client whose API configures none."""
HTTPX_DEFAULT_TIMEOUT = httpx.Timeout(5.0)
"""httpx's own default, which a passed `http_client` has unless it was given another: the client's applies then."""
DEFAULT_MAX_RETRIES = 2
"""Retries of a failed attempt when the API configures no other number."""


class DefaultHttpxClient(httpx.Client):
    """An `httpx.Client` with the SDK's defaults (it follows redirects); pass one with your own settings, e.g.
    proxies or limits, as `http_client`."""

    def __init__(self, **kwargs: Any) -> None:
        kwargs.setdefault("follow_redirects", True)
        kwargs.setdefault("timeout", DEFAULT_TIMEOUT)
        super().__init__(**kwargs)


class DefaultAsyncHttpxClient(httpx.AsyncClient):
    """An `httpx.AsyncClient` with the SDK's defaults (it follows redirects); pass one with your own settings as
    `http_client`."""

    def __init__(self, **kwargs: Any) -> None:
        kwargs.setdefault("follow_redirects", True)
        kwargs.setdefault("timeout", DEFAULT_TIMEOUT)
        super().__init__(**kwargs)


_TRANSPORT_OPTIONS = ("verify", "cert", "trust_env", "http1", "http2", "limits")


class DefaultAioHttpClient(httpx.AsyncClient):
    """An `httpx.AsyncClient` on aiohttp (install the SDK's `aiohttp` extra), for more concurrency than httpx's own
    transport, with the SDK's defaults (it follows redirects)."""

    def __init__(self, **kwargs: Any) -> None:
        try:
            from httpx_aiohttp import AiohttpTransport
        except ImportError as exc:
            raise RuntimeError(
                "DefaultAioHttpClient needs the aiohttp extra: install the SDK as `<package>[aiohttp]`"
            ) from exc
        if "transport" not in kwargs:
            options = {name: kwargs[name] for name in _TRANSPORT_OPTIONS if name in kwargs}
            kwargs["transport"] = AiohttpTransport(**options)
        kwargs.setdefault("follow_redirects", True)
        kwargs.setdefault("timeout", DEFAULT_TIMEOUT)
        super().__init__(**kwargs)


_Outcome = Union[httpx.Response, APIConnectionError]
"""What one attempt ended with: a response, or the error of a failed connection or a timeout."""


class CallOptions(TypedDict, total=False):
    """Per-call options of the generic `get`/`post`/... methods, beside their own arguments."""

    headers: Headers
    params: Query
    extra_json: Body
    timeout: float | Timeout | None
    follow_redirects: bool


def _call_options(
    options: CallOptions | None,
    *,
    body: object | NotGiven,
    content: Content | NotGiven,
    extra_headers: Headers | None,
    timeout: float | Timeout | None | NotGiven,
) -> Dict[str, Any]:
    """The generic methods' arguments as keyword arguments of `_request`; the method's own `extra_headers` and
    `timeout` win over `options`."""
    given = options or {}
    kwargs: Dict[str, Any] = {
        **_body_arguments(body, content),
        "extra_headers": {**given.get("headers", {}), **(extra_headers or {})},
        "timeout": given.get("timeout", NOT_GIVEN) if isinstance(timeout, NotGiven) else timeout,
    }
    for key, arg in (("params", "extra_query"), ("extra_json", "extra_body"), ("follow_redirects", "follow_redirects")):
        if key in given:
            kwargs[arg] = given[key]
    return kwargs


def _body_arguments(body: object | NotGiven, content: Content | NotGiven) -> Dict[str, Any]:
    """`content` is sent as it is, an iterator unread as a stream; raw bytes passed as `body` too, as the previous
    SDKs did, with their deprecation warning."""
    if not isinstance(content, NotGiven):
        if not isinstance(body, NotGiven):
            raise TypeError("Pass either `body` or `content`, not both.")
        return {"body": content, "body_encoding": "binary"}
    if isinstance(body, (bytes, bytearray)):
        warnings.warn(
            "Passing raw bytes as `body` is deprecated and will be removed in a future version. "
            "Please pass raw bytes via the `content` parameter instead.",
            DeprecationWarning,
            stacklevel=4,
        )
        return {"body": body, "body_encoding": "binary"}
    return {"body": body}


@dataclass(frozen=True)
class ClientDefaults:
    """Everything API-specific the generated client passes to the runtime."""

    client_name: str
    """The client's name, e.g. `Acme`: the User-Agent is `Acme/Python <version>`."""
    env_prefix: str
    """Prefix of `<PREFIX>_BASE_URL`, `<PREFIX>_LOG` and `<PREFIX>_CUSTOM_HEADERS`."""
    lang: str
    """`X-Sdkgen-Lang`, and the idempotency key prefix `sdkgen-<lang>-retry-`."""
    version: str
    environments: Mapping[str, str] = field(default_factory=dict[str, str])
    """Named base URLs, possibly with `{var}` placeholders."""
    default_environment: str | None = None
    max_retries: int = 2
    initial_retry_delay: float = 0.5
    """Seconds before the first retry, doubled on each retry up to `max_retry_delay`."""
    max_retry_delay: float = 8.0
    timeout: float | None = 60.0
    """Per-attempt timeout in seconds; `None` for none."""
    idempotency_header: str | None = None
    default_headers: Mapping[str, str] = field(default_factory=dict[str, str])
    query_nested_format: NestedFormat = "brackets"
    query_array_format: ArrayFormat = "comma"
    multipart_array_format: ArrayFormat = "brackets"
    message_property: str | None = None
    """Dotted path of the message in error bodies."""
    stream_rules: Tuple[Any, ...] = ()
    """SSE event rules (`_streaming.StreamRule`s); empty for the built-in ones."""
    error_variants: Tuple[ErrorVariant, ...] = ()


@dataclass(frozen=True)
class _PreparedRequest:
    """A request ready to send, shared by all its attempts."""

    method: str
    url: str
    accept: str
    body: EncodedBody
    header_layers: Tuple[Optional[Mapping[str, object]], ...]
    """The header layers above the generated headers, lowest precedence first."""
    idempotency_key: str | None
    timeout: httpx.Timeout
    timeout_header: str | None
    max_retries: int
    secrets: FrozenSet[str]
    follow_redirects: bool


class _BaseClient(ABC, Generic[_HttpxClientT]):
    timeout: float | Timeout | None
    """The client's per-attempt timeout in seconds."""
    max_retries: int
    """The client's number of retries."""

    _stream_class_name: ClassVar[str]
    """The `_streaming` class of this client's streamed responses."""
    _binary_response_class: ClassVar[Callable[..., Any]]
    _http_client_class: ClassVar[type]

    def __init__(
        self,
        defaults: ClientDefaults,
        *,
        environment: str | NotGiven = NOT_GIVEN,
        base_url: str | httpx.URL | None | NotGiven = NOT_GIVEN,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
        max_retries: int | NotGiven = NOT_GIVEN,
        default_headers: Mapping[str, str | Omit | None] | None = None,
        default_query: Mapping[str, object] | None = None,
        http_client: _HttpxClientT | None = None,
        strict_response_validation: bool = False,
        server_variables: Mapping[str, str | None] | None = None,
        option_headers: Mapping[str, object] | None = None,
        option_query: Mapping[str, object] | None = None,
    ) -> None:
        self._defaults = defaults
        if http_client is not None and not isinstance(http_client, self._http_client_class):
            raise TypeError(
                f"Invalid `http_client` arg; Expected an instance of `{self._http_client_class.__module__}."
                f"{self._http_client_class.__name__}` but got {type(http_client)}"
            )
        # A passed HTTP client's own timeout applies unless it is httpx's default, which is too short for an API.
        if isinstance(timeout, NotGiven) and http_client is not None and http_client.timeout != HTTPX_DEFAULT_TIMEOUT:
            timeout = http_client.timeout
        url = resolve_base_url(
            environments=defaults.environments,
            default_environment=defaults.default_environment,
            env_prefix=defaults.env_prefix,
            environment=environment,
            base_url=base_url,
            server_variables=server_variables or {},
        )
        self._base_url = _with_slash(url)
        # The options as given, so that copies and the per-call precedence can tell given from defaulted.
        self._environment = environment
        self._base_url_option = base_url
        self._timeout_option = timeout
        self._max_retries_option = max_retries
        self.timeout = _with_connect_timeout(defaults.timeout) if isinstance(timeout, NotGiven) else timeout
        if cast(object, max_retries) is None:
            raise TypeError(
                "max_retries cannot be None: pass 0 for no retries, or leave it out for the default "
                f"({defaults.max_retries})"
            )
        self.max_retries = defaults.max_retries if isinstance(max_retries, NotGiven) else max_retries
        self._default_headers: Mapping[str, object] = dict(default_headers or {})
        self._default_query: Mapping[str, object] = dict(default_query or {})
        self._strict_response_validation = strict_response_validation
        self._option_headers = {name: value for name, value in (option_headers or {}).items() if value is not None}
        self._option_query = {name: value for name, value in (option_query or {}).items() if value is not None}
        self._custom_headers = parse_custom_headers(read_env(f"{defaults.env_prefix}_CUSTOM_HEADERS"))
        configure_logging(f"{defaults.env_prefix}_LOG")
        self._owns_http_client = http_client is None
        self._http_client: _HttpxClientT = self._new_http_client() if http_client is None else http_client

    @abstractmethod
    def _new_http_client(self) -> _HttpxClientT:
        """The HTTP client of a client constructed without one."""

    @abstractmethod
    def _execute(
        self,
        options: RequestOptions,
        *,
        lazy: bool,
        mode: ResponseMode | None,
        parse: Callable[[httpx.Response, int], Any],
    ) -> Any:
        """Sends a request and parses its response with `parse`, or wraps it in an API response for `mode`."""

    @abstractmethod
    def _page_result(self, request: Any, mode: ResponseMode | None) -> Any:
        """What a list method returns: the first page, or an async paginator over it."""

    def _auth_schemes(self) -> Dict[str, AuthScheme]:
        """The security schemes with this client's credentials, by scheme name."""
        return {}

    def _default_security(self) -> List[List[str]]:
        """The API's security alternatives, used when an operation declares none."""
        return []

    def _random(self) -> float:
        """A number uniform in [0, 1) for retry jitter; tests override it."""
        return random.random()

    @property
    def default_headers(self) -> Dict[str, object]:
        """The headers this client adds to every request (its `default_headers` over the API's), before auth."""
        return {**self._defaults.default_headers, **self._default_headers}

    @property
    def default_query(self) -> Dict[str, object]:
        """The query params this client adds to every request (its `default_query`)."""
        return dict(self._default_query)

    @property
    def base_url(self) -> httpx.URL:
        """The base URL requests go to (with a trailing slash); setting it keeps it for copies too."""
        return self._base_url

    @base_url.setter
    def base_url(self, url: str | httpx.URL) -> None:
        self._base_url = _with_slash(str(url))
        self._base_url_option = url
        self._environment = NOT_GIVEN

    def is_closed(self) -> bool:
        """Whether the HTTP client's connections are closed (`close()`, or leaving a `with` block)."""
        return self._http_client.is_closed

    @property
    def _client(self) -> _HttpxClientT:
        """The HTTP client requests are sent with."""
        return self._http_client

    def _copy_options(
        self,
        *,
        environment: str | NotGiven = NOT_GIVEN,
        base_url: str | httpx.URL | None | NotGiven = NOT_GIVEN,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
        max_retries: int | NotGiven = NOT_GIVEN,
        default_headers: Mapping[str, str | Omit | None] | None = None,
        set_default_headers: Mapping[str, str | Omit | None] | None = None,
        default_query: Mapping[str, object] | None = None,
        set_default_query: Mapping[str, object] | None = None,
        http_client: _HttpxClientT | None = None,
        strict_response_validation: bool | NotGiven = NOT_GIVEN,
    ) -> Dict[str, Any]:
        """The common constructor arguments of a copy: this client's, with the given ones replacing them.

        `default_headers` and `default_query` are merged over this client's (a given name wins);
        `set_default_headers` and `set_default_query` replace them. A new `base_url` drops the kept `environment`
        and a new `environment` the kept `base_url`; the copy shares this client's HTTP client (and so its
        connection pool) unless given another.
        """
        if default_headers is not None and set_default_headers is not None:
            raise ValueError("The `default_headers` and `set_default_headers` arguments are mutually exclusive")
        if default_query is not None and set_default_query is not None:
            raise ValueError("The `default_query` and `set_default_query` arguments are mutually exclusive")
        headers = {**self._default_headers, **(default_headers or {})}
        query = {**self._default_query, **(default_query or {})}
        location_given = not isinstance(environment, NotGiven) or not isinstance(base_url, NotGiven)
        options: Dict[str, Any] = {
            "base_url": base_url if location_given else self._base_url_option,
            "timeout": self._timeout_option if isinstance(timeout, NotGiven) else timeout,
            "max_retries": self._max_retries_option if isinstance(max_retries, NotGiven) else max_retries,
            "default_headers": headers if set_default_headers is None else set_default_headers,
            "default_query": query if set_default_query is None else set_default_query,
            "http_client": self._http_client if http_client is None else http_client,
            "strict_response_validation": (
                self._strict_response_validation
                if isinstance(strict_response_validation, NotGiven)
                else strict_response_validation
            ),
        }
        # Only the clients of an API with named environments take an `environment` argument.
        if self._defaults.environments:
            options["environment"] = environment if location_given else self._environment
        return options

    def _request(
        self,
        method: str,
        path: str,
        *,
        cast_to: Any,
        query: Mapping[str, object] | None = None,
        headers: Mapping[str, object] | None = None,
        body: object | NotGiven = NOT_GIVEN,
        body_encoding: BodyEncoding = "json",
        content_type: str | None = None,
        accept: str | None = None,
        security: Sequence[Sequence[str]] | None = None,
        unwrap: Sequence[str] = (),
        stream: bool = False,
        stream_item: Any = None,
        binary_response: bool = False,
        default_timeout: float | None | NotGiven = NOT_GIVEN,
        default_max_retries: int | None = None,
        extra_headers: Headers | None = None,
        extra_query: Query | None = None,
        extra_body: Body | None = None,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
        idempotency_key: str | None = None,
        follow_redirects: bool = True,
    ) -> Any:
        """Sends a request and returns its parsed response (awaitable on async clients)."""
        mode, rest_headers = pop_response_mode(extra_headers)
        if accept is None:
            accept = "text/event-stream" if stream else "*/*" if binary_response else "application/json"
        options = RequestOptions(
            method=method,
            path=path,
            accept=accept,
            query=query,
            headers=headers,
            body=body,
            body_encoding=body_encoding,
            content_type=content_type,
            security=security,
            default_timeout=default_timeout,
            default_max_retries=default_max_retries,
            extra_headers=rest_headers,
            extra_query=extra_query,
            extra_body=extra_body,
            timeout=timeout,
            idempotency_key=idempotency_key,
            follow_redirects=follow_redirects,
        )
        parse = functools.partial(
            self._parse,
            cast_to=cast_to,
            unwrap=tuple(unwrap),
            stream=stream,
            stream_item=stream_item,
            binary_response=binary_response,
        )
        return self._execute(options, lazy=stream or binary_response, mode=mode, parse=parse)

    def _request_page(
        self,
        method: str,
        path: str,
        *,
        page: Any,
        item: Any,
        items_path: Sequence[str] = (),
        query: Mapping[str, object] | None = None,
        headers: Mapping[str, object] | None = None,
        body: object | NotGiven = NOT_GIVEN,
        body_encoding: BodyEncoding = "json",
        content_type: str | None = None,
        accept: str | None = None,
        security: Sequence[Sequence[str]] | None = None,
        default_timeout: float | None | NotGiven = NOT_GIVEN,
        default_max_retries: int | None = None,
        extra_headers: Headers | None = None,
        extra_query: Query | None = None,
        extra_body: Body | None = None,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
        idempotency_key: str | None = None,
    ) -> Any:
        """Sends a list request; returns the first page (sync) or an `AsyncPaginator` over it (async)."""
        mode, rest_headers = pop_response_mode(extra_headers)
        options = RequestOptions(
            method=method,
            path=path,
            accept=accept or "application/json",
            query=query,
            headers=headers,
            body=body,
            body_encoding=body_encoding,
            content_type=content_type,
            security=security,
            default_timeout=default_timeout,
            default_max_retries=default_max_retries,
            extra_headers=rest_headers,
            extra_query=extra_query,
            extra_body=extra_body,
            timeout=timeout,
            idempotency_key=idempotency_key,
        )
        request = _optional_module("_pages").PageRequest(
            options=options, page=page, item=item, items_path=tuple(items_path)
        )
        return self._page_result(request, mode)

    def _fetch_page(self, request: Any, mode: ResponseMode | None = None) -> Any:
        return self._execute(request.options, lazy=False, mode=mode, parse=functools.partial(self._parse_page, request))

    def _prepare(self, options: RequestOptions) -> _PreparedRequest:
        defaults = self._defaults
        schemes = self._auth_schemes()
        security = self._default_security() if options.security is None else options.security
        credentials = select_credentials(schemes, security)
        body = encode_body(
            options.body,
            encoding=options.body_encoding,
            extra=options.extra_body,
            content_type=options.content_type,
            nested_format=defaults.query_nested_format,
            multipart_array_format=defaults.multipart_array_format,
        )
        # Later query sources win: option params < credentials < client default_query < params < extra_query.
        query = _merge_given(
            self._option_query, credentials.query, self._default_query, options.query, options.extra_query
        )
        query_string = stringify_query(
            query, nested_format=defaults.query_nested_format, array_format=defaults.query_array_format
        )
        method = options.method.upper()
        header = defaults.idempotency_header
        timeout = _first_given(
            options.timeout,
            self._timeout_option,
            options.default_timeout
            if isinstance(options.default_timeout, NotGiven)
            else _with_connect_timeout(options.default_timeout),
            _with_connect_timeout(defaults.timeout),
        )
        return _PreparedRequest(
            method=method,
            url=append_query(join_url(str(self.base_url), options.path), query_string),
            accept=options.accept,
            body=body,
            # Lowest first: auth and option headers < config default_headers < <PREFIX>_CUSTOM_HEADERS < client
            # default_headers < header params < extra_headers < the per-call idempotency key.
            header_layers=(
                credentials.headers,
                self._option_headers,
                defaults.default_headers,
                self._custom_headers,
                self._default_headers,
                options.headers,
                options.extra_headers,
                {header: options.idempotency_key} if header and options.idempotency_key else None,
            ),
            # One key per call, made before the first attempt, so that every retry sends the same one.
            idempotency_key=(
                f"sdkgen-{defaults.lang}-retry-{uuid.uuid4()}"
                if header and method != "GET" and options.idempotency_key is None
                else None
            ),
            timeout=timeout if isinstance(timeout, httpx.Timeout) else httpx.Timeout(timeout),
            timeout_header=_timeout_header(timeout),
            max_retries=_first_given(
                self._max_retries_option,
                NOT_GIVEN if options.default_max_retries is None else options.default_max_retries,
                defaults.max_retries,
            ),
            secrets=secret_names(schemes),
            follow_redirects=options.follow_redirects,
        )

    def _build_request(self, prepared: _PreparedRequest | FinalRequestOptions, retries: int = 0) -> httpx.Request:
        """The HTTP request of an attempt; also takes the previous SDKs' `FinalRequestOptions` for code that built
        requests itself."""
        if isinstance(prepared, FinalRequestOptions):
            prepared = self._prepare(prepared.to_request_options())
        merged = merge_headers((self._generated_headers(prepared, retries), *prepared.header_layers))
        merged = {name: value for name, value in merged.items() if name.lower() != RAW_RESPONSE_HEADER.lower()}
        request = self._http_client.build_request(
            prepared.method,
            _parsed_url(prepared.url),
            headers={name: value for name, value in merged.items() if value is not None},
            content=prepared.body.content,
            files=prepared.body.files,
            timeout=prepared.timeout,
        )
        # The HTTP client adds headers of its own (Accept, User-Agent...); a removed header must stay removed.
        for name, value in merged.items():
            if value is None:
                request.headers.pop(name, None)
        return request

    def _log_request(self, request: httpx.Request, prepared: _PreparedRequest, retries: int) -> None:
        # Logged when sent rather than when built: a request built and not sent (by `_build_request` callers) leaves
        # nothing in the log handlers.
        if logger.isEnabledFor(logging.DEBUG):
            logger.debug(
                "Request: %s %s (attempt %d), headers: %s",
                prepared.method,
                redact_url(prepared.url, prepared.secrets),
                retries + 1,
                redact_headers(dict(request.headers), prepared.secrets),
            )

    def _generated_headers(self, prepared: _PreparedRequest, retries: int) -> Dict[str, object]:
        defaults = self._defaults
        headers: Dict[str, object] = {
            "Accept": prepared.accept,
            "User-Agent": f"{defaults.client_name}/Python {defaults.version}",
            "X-Sdkgen-Lang": defaults.lang,
            "X-Sdkgen-Package-Version": defaults.version,
            **platform_headers(),
            "X-Sdkgen-Retry-Count": str(retries),
        }
        if prepared.body.content_type is not None:
            headers["Content-Type"] = prepared.body.content_type
        if prepared.timeout_header is not None:
            headers["X-Sdkgen-Timeout"] = prepared.timeout_header
        if defaults.idempotency_header and prepared.idempotency_key:
            headers[defaults.idempotency_header] = prepared.idempotency_key
        return headers

    def _log_response(self, response: httpx.Response, prepared: _PreparedRequest) -> None:
        if logger.isEnabledFor(logging.DEBUG):
            logger.debug(
                "Response: %s %s answered %d %s, headers: %s",
                prepared.method,
                redact_url(prepared.url, prepared.secrets),
                response.status_code,
                response.reason_phrase,
                redact_headers(dict(response.headers), prepared.secrets),
            )

    def _retry_delay(self, prepared: _PreparedRequest, retries: int, outcome: _Outcome) -> float | None:
        """The wait before retrying an attempt that ended with `outcome`, or `None` when it is final."""
        left = prepared.max_retries - retries
        if left <= 0 or not prepared.body.replayable:
            return None
        headers: httpx.Headers | None = None
        if isinstance(outcome, APIConnectionError):
            reason = (
                "a timeout" if isinstance(outcome, APITimeoutError) else f"a connection error ({outcome.__cause__})"
            )
        elif outcome.status_code < 400 or not is_retryable(outcome):
            return None
        else:
            reason = f"status {outcome.status_code}"
            headers = outcome.headers
        wait = self._calculate_retry_timeout(left, prepared, headers)
        logger.info(
            "Retrying %s %s in %.3f seconds after %s (%d %s left).",
            prepared.method,
            redact_url(prepared.url, prepared.secrets),
            wait,
            reason,
            left,
            "retry" if left == 1 else "retries",
        )
        return wait

    def _calculate_retry_timeout(
        self,
        remaining_retries: int,
        options: _PreparedRequest | FinalRequestOptions,
        response_headers: httpx.Headers | None,
    ) -> float:
        """The wait in seconds before a retry when `remaining_retries` are left: the one the server asks for (at
        most 60 s), else the backoff of the retry with jitter. Named as in the previous SDKs."""
        if response_headers is not None:
            now = datetime.fromtimestamp(time.time(), timezone.utc)
            wait = server_requested_wait(response_headers, now)
            if wait is not None:
                return wait
        max_retries = options.max_retries if options.max_retries is not None else self.max_retries
        retry = min(max(max_retries - remaining_retries, 0), 1000) + 1  # bounded, so 2**retry cannot overflow
        return backoff_delay(
            retry,
            initial=self._defaults.initial_retry_delay,
            maximum=self._defaults.max_retry_delay,
            random=self._random(),
        )

    def _status_error(self, response: httpx.Response) -> APIStatusError:
        return make_status_error(
            response,
            decode_error_body(response),
            message_property=self._defaults.message_property,
            variants=self._defaults.error_variants,
        )

    def _parse(
        self,
        response: httpx.Response,
        retries_taken: int,
        *,
        cast_to: Any,
        unwrap: Tuple[str, ...],
        stream: bool,
        stream_item: Any,
        binary_response: bool,
    ) -> Any:
        if binary_response:
            return self._binary_response_class(raw=response, retries_taken=retries_taken)
        if stream:
            return getattr(_optional_module("_streaming"), self._stream_class_name)(
                cast_to=stream_item,
                response=response,
                rules=self._defaults.stream_rules,
                message_property=self._defaults.message_property,
                process=functools.partial(self._process, response=response),
            )
        if cast_to is None or cast_to is type(None):
            return None
        if cast_to is httpx.Response:
            return response
        body = decode_body(response)
        if isinstance(body, str) and isinstance(cast_to, type) and issubclass(cast_to, pydantic.BaseModel):
            body = _json_or_str(body)  # a model's JSON sent under another content type, as the previous SDKs read it
        value = self._process(cast_to, get_path(body, unwrap), response=response)
        if isinstance(value, BaseModel):
            value._request_id = response.headers.get("x-request-id")
        return value

    def _convert_body(self, response: httpx.Response, to: Any) -> Any:
        """A read body built as the type `to` the caller names (`parse(to=...)` of a raw response)."""
        if isinstance(to, type) and issubclass(to, pydantic.BaseModel) and not issubclass(to, BaseModel):
            raise TypeError(f"Pydantic models must subclass the SDK's own base model type, e.g. `BaseModel`: {to}")
        if to is bytes:
            return response.content
        if to is str:
            return response.text
        if to in (int, float):
            return to(response.text)
        if to is bool:
            return response.text.strip().lower() == "true"
        return self._process(to, decode_body(response), response=response)

    def _parse_page(self, request: Any, response: httpx.Response, retries_taken: int) -> Any:
        body = decode_body(response)
        raw_items = get_path(body, request.items_path)
        raw_list = cast(List[object], raw_items) if isinstance(raw_items, list) else []
        items = [self._process(request.item, raw, response=response) for raw in raw_list]
        return request.page._for_client(self, request=request, response=response, body=body, items=items)

    def _process(self, type_: Any, data: object, *, response: httpx.Response) -> Any:
        """Builds parsed JSON as `type_`: loosely by default, validated with `strict_response_validation`."""
        if not self._strict_response_validation:
            return construct_type(type_, data)
        try:
            return validate_type(type_, data)
        except pydantic.ValidationError as exc:
            raise APIResponseValidationError(
                f"The response does not match the expected type: {exc}", response=response, body=data
            ) from exc


BaseClient = _BaseClient
"""The base of the sync and async clients, under the previous SDKs' name."""


class RequestOptionsDict(TypedDict, total=False):
    """The per-call options the previous SDKs' resources passed as `options=`."""

    headers: Headers
    params: Query
    extra_json: Body
    idempotency_key: str
    timeout: float | Timeout | None


def make_request_options(
    *,
    query: Query | None = None,
    extra_headers: Headers | None = None,
    extra_query: Query | None = None,
    extra_body: Body | None = None,
    idempotency_key: str | None = None,
    timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
) -> RequestOptionsDict:
    """The previous SDKs' per-call options, as keyword arguments of `FinalRequestOptions`."""
    options: RequestOptionsDict = {}
    if extra_headers is not None:
        options["headers"] = extra_headers
    if query is not None or extra_query is not None:
        options["params"] = {**(query or {}), **(extra_query or {})}
    if extra_body is not None:
        options["extra_json"] = extra_body
    if idempotency_key is not None:
        options["idempotency_key"] = idempotency_key
    if not isinstance(timeout, NotGiven):
        options["timeout"] = timeout
    return options


class SyncAPIClient(_BaseClient[httpx.Client]):
    """The synchronous client core; generated clients extend it."""

    _stream_class_name = "Stream"
    _binary_response_class = BinaryAPIResponse
    _http_client_class = httpx.Client

    def get(
        self,
        path: str,
        *,
        cast_to: Any = object,
        query: Mapping[str, object] | None = None,
        body: object | NotGiven = NOT_GIVEN,
        content: Content | NotGiven = NOT_GIVEN,
        extra_headers: Headers | None = None,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
        options: CallOptions | None = None,
    ) -> Any:
        """GET an endpoint the SDK does not describe, with the client's auth, headers and retries."""
        return self._request(
            "get",
            path,
            cast_to=cast_to,
            query=query,
            **_call_options(options, body=body, content=content, extra_headers=extra_headers, timeout=timeout),
        )

    def post(
        self,
        path: str,
        *,
        cast_to: Any = object,
        query: Mapping[str, object] | None = None,
        body: object | NotGiven = NOT_GIVEN,
        content: Content | NotGiven = NOT_GIVEN,
        extra_headers: Headers | None = None,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
        options: CallOptions | None = None,
    ) -> Any:
        """POST to an endpoint the SDK does not describe, with the client's auth, headers and retries."""
        return self._request(
            "post",
            path,
            cast_to=cast_to,
            query=query,
            **_call_options(options, body=body, content=content, extra_headers=extra_headers, timeout=timeout),
        )

    def put(
        self,
        path: str,
        *,
        cast_to: Any = object,
        query: Mapping[str, object] | None = None,
        body: object | NotGiven = NOT_GIVEN,
        content: Content | NotGiven = NOT_GIVEN,
        extra_headers: Headers | None = None,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
        options: CallOptions | None = None,
    ) -> Any:
        """PUT to an endpoint the SDK does not describe, with the client's auth, headers and retries."""
        return self._request(
            "put",
            path,
            cast_to=cast_to,
            query=query,
            **_call_options(options, body=body, content=content, extra_headers=extra_headers, timeout=timeout),
        )

    def patch(
        self,
        path: str,
        *,
        cast_to: Any = object,
        query: Mapping[str, object] | None = None,
        body: object | NotGiven = NOT_GIVEN,
        content: Content | NotGiven = NOT_GIVEN,
        extra_headers: Headers | None = None,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
        options: CallOptions | None = None,
    ) -> Any:
        """PATCH an endpoint the SDK does not describe, with the client's auth, headers and retries."""
        return self._request(
            "patch",
            path,
            cast_to=cast_to,
            query=query,
            **_call_options(options, body=body, content=content, extra_headers=extra_headers, timeout=timeout),
        )

    def delete(
        self,
        path: str,
        *,
        cast_to: Any = object,
        query: Mapping[str, object] | None = None,
        body: object | NotGiven = NOT_GIVEN,
        content: Content | NotGiven = NOT_GIVEN,
        extra_headers: Headers | None = None,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
        options: CallOptions | None = None,
    ) -> Any:
        """DELETE an endpoint the SDK does not describe, with the client's auth, headers and retries."""
        return self._request(
            "delete",
            path,
            cast_to=cast_to,
            query=query,
            **_call_options(options, body=body, content=content, extra_headers=extra_headers, timeout=timeout),
        )

    def close(self) -> None:
        """Closes the connection pool this client created; a pool passed in as `http_client` is left open."""
        if self._owns_http_client:
            self._http_client.close()

    def __enter__(self) -> Self:
        return self

    def __exit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, traceback: TracebackType | None
    ) -> None:
        self.close()

    def _sleep(self, seconds: float) -> None:
        """Waits before a retry; tests override it."""
        time.sleep(seconds)

    def _new_http_client(self) -> httpx.Client:
        return DefaultHttpxClient()

    def _execute(
        self,
        options: RequestOptions,
        *,
        lazy: bool,
        mode: ResponseMode | None,
        parse: Callable[[httpx.Response, int], Any],
    ) -> Any:
        response, retries = self._send(options, stream=lazy or mode == "stream")
        if mode is None:
            return parse(response, retries)
        return APIResponse(
            raw=response,
            retries_taken=retries,
            parser=lambda: parse(response, retries),
            reads_body=not lazy,
            converter=functools.partial(self._convert_body, response),
        )

    def _page_result(self, request: Any, mode: ResponseMode | None) -> Any:
        return self._fetch_page(request, mode)

    def _send(self, options: RequestOptions, *, stream: bool) -> Tuple[httpx.Response, int]:
        """Sends a request with retries; returns the successful response and the number of retries taken."""
        prepared = self._prepare(options)
        retries = 0
        while True:
            request = self._build_request(prepared, retries)
            self._log_request(request, prepared, retries)
            outcome = self._attempt(request, prepared, stream=stream)
            delay = self._retry_delay(prepared, retries, outcome)
            if delay is None:
                break
            if isinstance(outcome, httpx.Response):
                outcome.close()
            self._sleep(delay)
            retries += 1
        if isinstance(outcome, APIConnectionError):
            raise outcome
        # A redirect answered to a request that does not follow redirects is not a success either.
        if outcome.status_code >= 400 or outcome.is_redirect:
            self._read_error_body(outcome)
            raise self._status_error(outcome)
        return outcome, retries

    def _attempt(self, request: httpx.Request, prepared: _PreparedRequest, *, stream: bool) -> _Outcome:
        response: httpx.Response | None = None
        try:
            response = self._http_client.send(request, stream=True, follow_redirects=prepared.follow_redirects)
            # Reading the body belongs to the attempt, so that a connection lost midway is retried too.
            if not stream:
                response.read()
                response.close()
        except Exception as exc:  # any failure to get a response is a connection error, as in the previous SDKs
            if response is not None:
                response.close()
            return _connection_error(request, exc)
        self._log_response(response, prepared)
        return response

    def _read_error_body(self, response: httpx.Response) -> None:
        try:
            response.read()
        except httpx.TransportError:
            pass  # The status decides the error, which is then raised without a body.
        finally:
            response.close()


class AsyncAPIClient(_BaseClient[httpx.AsyncClient]):
    """The asynchronous client core; generated clients extend it."""

    _stream_class_name = "AsyncStream"
    _binary_response_class = AsyncBinaryAPIResponse
    _http_client_class = httpx.AsyncClient

    async def get(
        self,
        path: str,
        *,
        cast_to: Any = object,
        query: Mapping[str, object] | None = None,
        body: object | NotGiven = NOT_GIVEN,
        content: Content | NotGiven = NOT_GIVEN,
        extra_headers: Headers | None = None,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
        options: CallOptions | None = None,
    ) -> Any:
        """GET an endpoint the SDK does not describe, with the client's auth, headers and retries."""
        return await self._request(
            "get",
            path,
            cast_to=cast_to,
            query=query,
            **_call_options(options, body=body, content=content, extra_headers=extra_headers, timeout=timeout),
        )

    async def post(
        self,
        path: str,
        *,
        cast_to: Any = object,
        query: Mapping[str, object] | None = None,
        body: object | NotGiven = NOT_GIVEN,
        content: Content | NotGiven = NOT_GIVEN,
        extra_headers: Headers | None = None,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
        options: CallOptions | None = None,
    ) -> Any:
        """POST to an endpoint the SDK does not describe, with the client's auth, headers and retries."""
        return await self._request(
            "post",
            path,
            cast_to=cast_to,
            query=query,
            **_call_options(options, body=body, content=content, extra_headers=extra_headers, timeout=timeout),
        )

    async def put(
        self,
        path: str,
        *,
        cast_to: Any = object,
        query: Mapping[str, object] | None = None,
        body: object | NotGiven = NOT_GIVEN,
        content: Content | NotGiven = NOT_GIVEN,
        extra_headers: Headers | None = None,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
        options: CallOptions | None = None,
    ) -> Any:
        """PUT to an endpoint the SDK does not describe, with the client's auth, headers and retries."""
        return await self._request(
            "put",
            path,
            cast_to=cast_to,
            query=query,
            **_call_options(options, body=body, content=content, extra_headers=extra_headers, timeout=timeout),
        )

    async def patch(
        self,
        path: str,
        *,
        cast_to: Any = object,
        query: Mapping[str, object] | None = None,
        body: object | NotGiven = NOT_GIVEN,
        content: Content | NotGiven = NOT_GIVEN,
        extra_headers: Headers | None = None,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
        options: CallOptions | None = None,
    ) -> Any:
        """PATCH an endpoint the SDK does not describe, with the client's auth, headers and retries."""
        return await self._request(
            "patch",
            path,
            cast_to=cast_to,
            query=query,
            **_call_options(options, body=body, content=content, extra_headers=extra_headers, timeout=timeout),
        )

    async def delete(
        self,
        path: str,
        *,
        cast_to: Any = object,
        query: Mapping[str, object] | None = None,
        body: object | NotGiven = NOT_GIVEN,
        content: Content | NotGiven = NOT_GIVEN,
        extra_headers: Headers | None = None,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
        options: CallOptions | None = None,
    ) -> Any:
        """DELETE an endpoint the SDK does not describe, with the client's auth, headers and retries."""
        return await self._request(
            "delete",
            path,
            cast_to=cast_to,
            query=query,
            **_call_options(options, body=body, content=content, extra_headers=extra_headers, timeout=timeout),
        )

    async def close(self) -> None:
        """Closes the connection pool this client created; a pool passed in as `http_client` is left open."""
        if self._owns_http_client:
            await self._http_client.aclose()

    async def __aenter__(self) -> Self:
        return self

    async def __aexit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, traceback: TracebackType | None
    ) -> None:
        await self.close()

    async def _sleep(self, seconds: float) -> None:
        """Waits before a retry; tests override it."""
        await anyio.sleep(seconds)

    def _new_http_client(self) -> httpx.AsyncClient:
        return DefaultAsyncHttpxClient()

    async def _execute(
        self,
        options: RequestOptions,
        *,
        lazy: bool,
        mode: ResponseMode | None,
        parse: Callable[[httpx.Response, int], Any],
    ) -> Any:
        response, retries = await self._send(options, stream=lazy or mode == "stream")
        if mode is None:
            return parse(response, retries)
        return AsyncAPIResponse(
            raw=response,
            retries_taken=retries,
            parser=lambda: parse(response, retries),
            reads_body=not lazy,
            converter=functools.partial(self._convert_body, response),
        )

    def _page_result(self, request: Any, mode: ResponseMode | None) -> Any:
        return _optional_module("_pages").AsyncPaginator(lambda: self._fetch_page(request, mode))

    async def _send(self, options: RequestOptions, *, stream: bool) -> Tuple[httpx.Response, int]:
        """Sends a request with retries; returns the successful response and the number of retries taken."""
        prepared = self._prepare(options)
        retries = 0
        while True:
            request = self._build_request(prepared, retries)
            self._log_request(request, prepared, retries)
            outcome = await self._attempt(request, prepared, stream=stream)
            delay = self._retry_delay(prepared, retries, outcome)
            if delay is None:
                break
            if isinstance(outcome, httpx.Response):
                await outcome.aclose()
            await self._sleep(delay)
            retries += 1
        if isinstance(outcome, APIConnectionError):
            raise outcome
        # A redirect answered to a request that does not follow redirects is not a success either.
        if outcome.status_code >= 400 or outcome.is_redirect:
            await self._read_error_body(outcome)
            raise self._status_error(outcome)
        return outcome, retries

    async def _attempt(self, request: httpx.Request, prepared: _PreparedRequest, *, stream: bool) -> _Outcome:
        response: httpx.Response | None = None
        try:
            response = await self._http_client.send(request, stream=True, follow_redirects=prepared.follow_redirects)
            # Reading the body belongs to the attempt, so that a connection lost midway is retried too.
            if not stream:
                await response.aread()
                await response.aclose()
        except Exception as exc:  # any failure to get a response is a connection error, as in the previous SDKs
            if response is not None:
                await response.aclose()
            return _connection_error(request, exc)
        self._log_response(response, prepared)
        return response

    async def _read_error_body(self, response: httpx.Response) -> None:
        try:
            await response.aread()
        except httpx.TransportError:
            pass  # The status decides the error, which is then raised without a body.
        finally:
            await response.aclose()


def _connection_error(request: httpx.Request, exc: Exception) -> APIConnectionError:
    timed_out = isinstance(exc, httpx.TimeoutException)
    error = APITimeoutError(request=request) if timed_out else APIConnectionError(request=request)
    error.__cause__ = exc
    return error


def _with_slash(url: str) -> httpx.URL:
    return _parsed_url(url.rstrip("/") + "/")


@functools.lru_cache(maxsize=256)
def _parsed_url(url: str) -> httpx.URL:
    """`url` parsed once and shared (`httpx.URL` is immutable): repeated calls to an endpoint and the copies of a
    client reuse it. Parsing is not only slower: on CPython 3.12 each `re.finditer` of httpx's parser leaves memory
    behind."""
    return httpx.URL(url)


def _json_or_str(text: str) -> object:
    try:
        return cast(object, json.loads(text))
    except ValueError:
        return text


def _merge_given(*layers: Mapping[str, object] | None) -> Dict[str, object]:
    """Merges mappings, later ones winning, skipping `NOT_GIVEN` values so that they never hide a given one."""
    merged: Dict[str, object] = {}
    for layer in layers:
        merged.update((key, value) for key, value in (layer or {}).items() if not isinstance(value, NotGiven))
    return merged


_T = TypeVar("_T")


def _first_given(*values: Union[_T, NotGiven]) -> _T:
    """The first value that was given (`None` included: a timeout of `None` means no timeout)."""
    return next(value for value in values if not isinstance(value, NotGiven))


def _with_connect_timeout(seconds: float | None) -> httpx.Timeout | None:
    """A configured per-attempt timeout, with at most `DEFAULT_CONNECT_TIMEOUT` to connect."""
    if seconds is None:
        return None
    return httpx.Timeout(seconds, connect=min(seconds, DEFAULT_CONNECT_TIMEOUT))


def _timeout_header(timeout: float | httpx.Timeout | None) -> str | None:
    """`X-Sdkgen-Timeout`: the per-attempt (read) timeout in whole seconds, rounded down; absent without one."""
    seconds = timeout.read if isinstance(timeout, httpx.Timeout) else timeout
    return None if seconds is None else str(math.floor(seconds))
