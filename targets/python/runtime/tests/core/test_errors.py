from __future__ import annotations

from dataclasses import replace

import httpx
import pytest

from sdkgen_runtime._exceptions import (
    APIConnectionError,
    APIError,
    APIResponseValidationError,
    APIStatusError,
    APITimeoutError,
    AuthenticationError,
    BadRequestError,
    ClientError,
    ConflictError,
    InternalServerError,
    NotFoundError,
    PermissionDeniedError,
    RateLimitError,
    UnprocessableEntityError,
    WebhookVerificationError,
)

from .helpers import DEFAULTS, MakeClient, MockServer, RateLimitExceededError, json_reply, resolve


@pytest.mark.parametrize(
    ("status", "error_class"),
    [
        (400, BadRequestError),
        (401, AuthenticationError),
        (403, PermissionDeniedError),
        (404, NotFoundError),
        (409, ConflictError),
        (422, UnprocessableEntityError),
        (429, RateLimitError),
        (418, APIStatusError),
        (500, InternalServerError),
        (503, InternalServerError),
    ],
)
async def test_each_status_raises_its_class(
    make_client: MakeClient, server: MockServer, status: int, error_class: type[APIStatusError]
) -> None:
    client = make_client(max_retries=0)
    body = {"message": "went wrong", "code": status}
    server.reply(json_reply(body, status=status, headers={"x-request-id": "req_9"}))

    with pytest.raises(APIStatusError) as raised:
        await resolve(client.items.retrieve("item_1"))

    error = raised.value
    assert type(error) is error_class
    assert (error.status_code, error.message, str(error), error.body) == (status, "went wrong", "went wrong", body)
    assert (error.request_id, error.headers["x-request-id"]) == ("req_9", "req_9")
    assert error.request.url == server.last.url
    assert error.response.status_code == status


async def test_the_default_message_names_the_status_and_body(make_client: MakeClient, server: MockServer) -> None:
    client = make_client(max_retries=0)
    server.reply(json_reply({"detail": "nope"}, status=404), httpx.Response(502, text="Bad gateway"))

    with pytest.raises(NotFoundError, match=r'^Error code: 404 - {"detail": "nope"}$'):
        await resolve(client.items.retrieve("item_1"))
    with pytest.raises(InternalServerError, match="^Error code: 502 - Bad gateway$") as raised:
        await resolve(client.items.retrieve("item_1"))
    assert raised.value.body == "Bad gateway"


async def test_the_message_property_may_be_a_dotted_path(make_client: MakeClient, server: MockServer) -> None:
    client = make_client(max_retries=0, defaults=replace(DEFAULTS, message_property="error.message"))
    server.reply(json_reply({"error": {"message": "deep"}}, status=400))

    with pytest.raises(BadRequestError, match="^deep$"):
        await resolve(client.items.retrieve("item_1"))


async def test_error_variants_win_over_the_status_class(make_client: MakeClient, server: MockServer) -> None:
    client = make_client(max_retries=0)
    body = {"error": {"type": "rate_limited"}, "message": "slow down"}
    server.reply(json_reply(body, status=429), json_reply(body, status=400))

    with pytest.raises(RateLimitExceededError, match="slow down"):
        await resolve(client.items.retrieve("item_1"))
    # The variant is bound to status 429.
    with pytest.raises(BadRequestError):
        await resolve(client.items.retrieve("item_1"))


async def test_a_json_response_that_is_not_json_is_a_validation_error(
    make_client: MakeClient, server: MockServer
) -> None:
    client = make_client()
    server.reply(httpx.Response(200, text="{oops", headers={"content-type": "application/json"}))

    with pytest.raises(APIResponseValidationError, match="not valid JSON") as raised:
        await resolve(client.items.retrieve("item_1"))
    assert (raised.value.status_code, raised.value.body) == (200, "{oops")


def test_error_hierarchy() -> None:
    assert issubclass(APITimeoutError, APIConnectionError)
    assert issubclass(APIConnectionError, APIError)
    assert issubclass(InternalServerError, APIStatusError)
    assert issubclass(APIResponseValidationError, APIError)
    assert issubclass(APIError, ClientError)
    assert issubclass(WebhookVerificationError, ClientError)
