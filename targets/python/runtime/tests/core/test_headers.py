from __future__ import annotations

import base64
import platform
from urllib.parse import parse_qs

import pytest

from sdkgen_runtime._auth import BasicAuth, BearerAuth
from sdkgen_runtime._exceptions import ClientError
from sdkgen_runtime._types import omit

from .helpers import MakeClient, MockServer, json_reply, resolve

ITEM = {"id": "item_1"}


def query_of(server: MockServer) -> dict[str, list[str]]:
    return parse_qs(server.last.url.query.decode(), keep_blank_values=True)


async def test_every_request_carries_the_platform_headers(make_client: MakeClient, server: MockServer) -> None:
    client = make_client()
    server.reply(json_reply(ITEM))

    await resolve(client.items.create(name="Widget"))

    headers = server.last.headers
    assert headers["User-Agent"] == "Fake/Python 1.2.3"
    assert headers["X-Sdkgen-Lang"] == "python"
    assert headers["X-Sdkgen-Package-Version"] == "1.2.3"
    assert headers["X-Sdkgen-Runtime"] == platform.python_implementation()
    assert headers["X-Sdkgen-Runtime-Version"] == platform.python_version()
    assert headers["X-Sdkgen-OS"] and headers["X-Sdkgen-Arch"]
    assert headers["X-Sdkgen-Retry-Count"] == "0"
    assert headers["Accept"] == "application/json"
    assert headers["Content-Type"] == "application/json"


async def test_header_layers_override_in_order(
    make_client: MakeClient, server: MockServer, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("FAKE_CUSTOM_HEADERS", "X-Env: env\nX-Fake-Client: from-env\nnot a header")
    client = make_client(default_headers={"X-Client": "client", "X-Env": "client"}, project="p1")
    server.reply(*(json_reply(ITEM) for _ in range(3)))

    await resolve(client.items.retrieve("item_1"))
    assert server.last.headers["X-Fake-Client"] == "from-env"
    assert server.last.headers["X-Env"] == "client"
    assert server.last.headers["X-Fake-Project"] == "p1"

    await resolve(client.items.retrieve("item_1", x_trace="param", extra_headers={"x-client": "extra"}))
    assert server.last.headers["X-Trace"] == "param"
    assert server.last.headers.get_list("X-Client") == ["extra"]

    await resolve(client.items.retrieve("item_1", x_trace="param", extra_headers={"X-Trace": "extra"}))
    assert server.last.headers["X-Trace"] == "extra"


async def test_none_and_omit_remove_headers(make_client: MakeClient, server: MockServer) -> None:
    client = make_client(default_headers={"X-Fake-Client": omit})
    server.reply(json_reply(ITEM))

    await resolve(client.items.retrieve("item_1", extra_headers={"Accept-Encoding": None, "User-Agent": omit}))

    assert "X-Fake-Client" not in server.last.headers
    assert "Accept-Encoding" not in server.last.headers
    assert "User-Agent" not in server.last.headers


async def test_config_default_headers_are_sent(make_client: MakeClient, server: MockServer) -> None:
    client = make_client()
    server.reply(json_reply(ITEM))

    await resolve(client.items.retrieve("item_1"))

    assert server.last.headers["X-Fake-Client"] == "sdkgen"
    assert "X-Fake-Project" not in server.last.headers


async def test_query_layers_override_in_order(make_client: MakeClient, server: MockServer) -> None:
    client = make_client(project="tenant-1", query_key="qk", default_query={"key": "client", "a": "client"})
    server.reply(json_reply(ITEM), json_reply(ITEM))

    await resolve(client._request("get", "/q", cast_to=object, security=[["QueryKey"]], query={"b": "method"}))
    assert query_of(server) == {"tenant": ["tenant-1"], "key": ["client"], "a": ["client"], "b": ["method"]}

    await resolve(client.items.retrieve("item_1", expand=True, extra_query={"expand": "extra", "c": 1}))
    assert query_of(server) == {
        "tenant": ["tenant-1"],
        "key": ["client"],
        "a": ["client"],
        "expand": ["extra"],
        "c": ["1"],
    }


@pytest.mark.parametrize(
    ("credentials", "expected"),
    [
        ({"api_key": "k"}, {"X-Api-Key": "k"}),
        ({"api_key": None, "username": "ada", "password": "s3cret"}, {"Authorization": "Basic YWRhOnMzY3JldA=="}),
        ({"api_key": None, "token": "tok"}, {"Authorization": "Bearer tok"}),
        ({"api_key": "k", "username": "ada", "password": "pw", "token": "tok"}, {"X-Api-Key": "k"}),
        ({"api_key": None, "username": "ada", "password": "pw", "token": "tok"}, {"Authorization": "Basic YWRhOnB3"}),
        ({"api_key": None, "username": "ada", "token": "tok"}, {"Authorization": "Bearer tok"}),
    ],
)
async def test_the_first_satisfied_security_alternative_applies(
    make_client: MakeClient, server: MockServer, credentials: dict[str, str | None], expected: dict[str, str]
) -> None:
    client = make_client(**credentials)
    server.reply(json_reply(ITEM))

    await resolve(client.items.retrieve("item_1"))

    sent = {name: server.last.headers.get(name) for name in ("X-Api-Key", "Authorization")}
    assert sent == {"X-Api-Key": None, "Authorization": None, **expected}


async def test_credentials_come_from_the_environment(
    make_client: MakeClient, server: MockServer, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("FAKE_USERNAME", "ada")
    monkeypatch.setenv("FAKE_PASSWORD", "s3cret")
    client = make_client(api_key=None)
    server.reply(json_reply(ITEM))

    await resolve(client.items.retrieve("item_1"))

    assert server.last.headers["Authorization"] == "Basic YWRhOnMzY3JldA=="


async def test_an_api_key_can_go_in_the_query(make_client: MakeClient, server: MockServer) -> None:
    client = make_client(api_key=None, query_key="secret")
    server.reply(json_reply(ITEM))

    await resolve(client.items.retrieve("item_1"))

    assert query_of(server) == {"key": ["secret"]}


async def test_missing_credentials_fail_before_sending(make_client: MakeClient, server: MockServer) -> None:
    client = make_client(api_key=None)

    with pytest.raises(ClientError) as raised:
        await resolve(client.items.retrieve("item_1"))

    message = str(raised.value)
    for name in ("FAKE_API_KEY", "FAKE_USERNAME", "FAKE_PASSWORD", "FAKE_TOKEN", "FAKE_QUERY_KEY"):
        assert name in message
    assert server.requests == []


async def test_operations_without_security_send_no_credentials(make_client: MakeClient, server: MockServer) -> None:
    server.reply(json_reply(ITEM), json_reply(ITEM), json_reply(ITEM))

    await resolve(make_client()._request("get", "/health", cast_to=object, security=[]))
    await resolve(make_client(api_key=None)._request("get", "/health", cast_to=object, security=[]))
    await resolve(make_client(api_key=None)._request("get", "/health", cast_to=object, security=[["BearerAuth"], []]))

    assert all("X-Api-Key" not in request.headers for request in server.requests)


async def test_an_unknown_security_scheme_is_an_error(make_client: MakeClient) -> None:
    with pytest.raises(ClientError, match="Unknown security scheme 'OAuth'"):
        await resolve(make_client()._request("get", "/a", cast_to=object, security=[["OAuth"]]))


def test_basic_auth_options() -> None:
    assert BasicAuth(username="key").headers() == {"Authorization": f"Basic {base64.b64encode(b'key:').decode()}"}
    assert BasicAuth(username="key").is_satisfied()
    assert not BasicAuth(username="ada", password=None).is_satisfied()
    assert BasicAuth(username="u", password="p", keyword="Raw", base64=False).headers() == {"Authorization": "Raw u:p"}
    assert BearerAuth(token="t", keyword="Token").headers() == {"Authorization": "Token t"}
    assert not BearerAuth(token="").is_satisfied()
