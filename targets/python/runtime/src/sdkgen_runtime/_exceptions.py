"""The errors the SDK raises, and how an error response picks its class."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Mapping, Sequence, Type

import httpx

from ._utils import get_path, split_path

_MAX_BODY_IN_MESSAGE = 500


class ClientError(Exception):
    """Base of every error the SDK raises; generated SDKs re-export it as `<Client>Error`."""


class APIError(ClientError):
    """An error about an API call: no response at all, an error status, or a response the SDK cannot read."""

    message: str
    request: httpx.Request
    body: object
    """The response body: parsed JSON, or the text when it is not JSON; `None` without a response."""

    def __init__(self, message: str, *, request: httpx.Request, body: object = None) -> None:
        super().__init__(message)
        self.message = message
        self.request = request
        self.body = body


class APIConnectionError(APIError):
    """No response was received (DNS failure, refused or reset connection, TLS error...), after all retries."""

    def __init__(self, *, request: httpx.Request, message: str = "Connection error.") -> None:
        super().__init__(message, request=request)


class APITimeoutError(APIConnectionError):
    """Every attempt timed out; the timeout applies to each attempt."""

    def __init__(self, *, request: httpx.Request) -> None:
        super().__init__(request=request, message="Request timed out.")


class APIStatusError(APIError):
    """The API answered with an error status (400 or more) after all retries."""

    response: httpx.Response
    status_code: int
    request_id: str | None
    """The `x-request-id` response header, to quote when contacting support."""

    def __init__(self, message: str, *, response: httpx.Response, body: object) -> None:
        super().__init__(message, request=response.request, body=body)
        self.response = response
        self.status_code = response.status_code
        self.request_id = response.headers.get("x-request-id")

    @property
    def headers(self) -> httpx.Headers:
        return self.response.headers


class BadRequestError(APIStatusError):
    """400 Bad Request."""


class AuthenticationError(APIStatusError):
    """401 Unauthorized: missing or invalid credentials."""


class PermissionDeniedError(APIStatusError):
    """403 Forbidden."""


class NotFoundError(APIStatusError):
    """404 Not Found."""


class ConflictError(APIStatusError):
    """409 Conflict."""


class UnprocessableEntityError(APIStatusError):
    """422 Unprocessable Entity."""


class RateLimitError(APIStatusError):
    """429 Too Many Requests."""


class InternalServerError(APIStatusError):
    """Any status of 500 or more."""


class APIResponseValidationError(APIError):
    """A successful response whose body does not match the declared type (strict validation) or format."""

    response: httpx.Response
    status_code: int

    def __init__(self, message: str, *, response: httpx.Response, body: object) -> None:
        super().__init__(message, request=response.request, body=body)
        self.response = response
        self.status_code = response.status_code


class WebhookVerificationError(ClientError):
    """The signature of a webhook delivery could not be verified."""


@dataclass(frozen=True)
class ErrorVariant:
    """A typed error of the API's error union: raised as `error_class` when the error body's `discriminator` (a
    dotted path) equals `value`, and, when `status` is set, only for that status."""

    discriminator: str
    value: str
    error_class: Type[APIStatusError]
    status: int | None = None


_STATUS_ERRORS: Mapping[int, Type[APIStatusError]] = {
    400: BadRequestError,
    401: AuthenticationError,
    403: PermissionDeniedError,
    404: NotFoundError,
    409: ConflictError,
    422: UnprocessableEntityError,
    429: RateLimitError,
}


def make_status_error(
    response: httpx.Response,
    body: object,
    *,
    message_property: str | None,
    variants: Sequence[ErrorVariant],
) -> APIStatusError:
    """The error for an error response: a matching error variant first, else the class of its status."""
    status = response.status_code
    error_class = next(
        (
            variant.error_class
            for variant in variants
            if variant.status in (None, status) and get_path(body, split_path(variant.discriminator)) == variant.value
        ),
        None,
    )
    if error_class is None:
        error_class = InternalServerError if status >= 500 else _STATUS_ERRORS.get(status, APIStatusError)
    return error_class(_status_message(status, body, message_property), response=response, body=body)


def _status_message(status: int, body: object, message_property: str | None) -> str:
    configured = message_at(body, message_property)
    if configured is not None:
        return configured
    summary = summarize(body)
    return f"Error code: {status} - {summary}" if summary else f"Error code: {status}"


def message_at(body: object, path: str | None) -> str | None:
    """The non-empty string at a dotted path of an error body, if there is one."""
    value = get_path(body, split_path(path)) if path else None
    return value if isinstance(value, str) and value else None


def summarize(body: object) -> str:
    """A body as text for an error message, cut to a readable length."""
    if body is None:
        return ""
    text = body if isinstance(body, str) else json.dumps(body, ensure_ascii=False)
    return text if len(text) <= _MAX_BODY_IN_MESSAGE else f"{text[:_MAX_BODY_IN_MESSAGE]}…"
