from __future__ import annotations

import logging
from dataclasses import replace
from typing import AsyncIterator, Iterator, List, cast

import httpx
import pytest

from sdkgen_runtime._exceptions import ClientError
from sdkgen_runtime._logs import logger
from sdkgen_runtime._models import FinalRequestOptions

from .helpers import DEFAULTS, AsyncFakeClient, FakeClient, Item, Kind, MakeClient, MockServer, json_reply, resolve

ITEM = {"id": "item_1", "name": "Widget"}


async def test_reads_credentials_and_base_url_from_the_environment(
    make_client: MakeClient, server: MockServer, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("FAKE_API_KEY", "env-key")
    monkeypatch.setenv("FAKE_BASE_URL", "https://env.fake.example/api")
    client = make_client(api_key=None)
    server.reply(json_reply(ITEM))

    item = await resolve(client.items.retrieve("item_1"))

    assert item == Item(id="item_1", name="Widget")
    assert str(server.last.url) == "https://env.fake.example/api/items/item_1"
    assert server.last.headers["X-Api-Key"] == "env-key"


async def test_arguments_win_over_the_environment(
    make_client: MakeClient, server: MockServer, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("FAKE_API_KEY", "env-key")
    monkeypatch.setenv("FAKE_BASE_URL", "https://env.fake.example")
    client = make_client(api_key="arg-key", base_url="https://arg.fake.example")
    server.reply(json_reply(ITEM))

    await resolve(client.items.retrieve("item_1"))

    assert str(server.last.url) == "https://arg.fake.example/items/item_1"
    assert server.last.headers["X-Api-Key"] == "arg-key"


def test_default_environment_fills_server_variables() -> None:
    assert str(FakeClient().base_url) == "https://us.api.fake.example/v1/"
    assert str(FakeClient(region="eu west").base_url) == "https://eu%20west.api.fake.example/v1/"


def test_a_named_environment_and_the_base_url_variable_need_base_url_none(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("FAKE_BASE_URL", "https://env.fake.example")

    with pytest.raises(ValueError, match="you must pass base_url=None"):
        FakeClient(environment="sandbox")
    assert str(FakeClient(environment="sandbox", base_url=None).base_url) == "https://sandbox.fake.example/v1/"
    assert str(FakeClient().base_url) == "https://env.fake.example/"


def test_base_url_and_environment_together_are_an_error() -> None:
    with pytest.raises(ClientError, match="either `base_url` or `environment`"):
        FakeClient(environment="sandbox", base_url="https://other.example")


def test_a_missing_server_variable_is_an_error() -> None:
    defaults = replace(DEFAULTS, environments={"regional": "https://{zone}.fake.example"}, default_environment=None)

    with pytest.raises(ClientError, match=r"needs a value for \{zone\}"):
        FakeClient(defaults=defaults)


def test_no_environment_and_no_base_url_is_an_error() -> None:
    defaults = replace(DEFAULTS, environments={}, default_environment=None)

    with pytest.raises(ClientError, match="FAKE_BASE_URL"):
        FakeClient(defaults=defaults)
    assert str(FakeClient(defaults=defaults, base_url="https://given.example").base_url) == "https://given.example/"


@pytest.mark.parametrize("base_url", ["https://api.fake.example/v2", "https://api.fake.example/v2/"])
async def test_a_trailing_slash_makes_no_difference(make_client: MakeClient, server: MockServer, base_url: str) -> None:
    client = make_client(base_url=base_url)
    server.reply(json_reply(ITEM))

    await resolve(client.items.retrieve("item_1"))

    assert str(server.last.url) == "https://api.fake.example/v2/items/item_1"


async def test_path_params_are_encoded_as_one_segment(make_client: MakeClient, server: MockServer) -> None:
    client = make_client()
    server.reply(json_reply(ITEM))

    await resolve(client.items.retrieve("café a/b?c#d%e"))

    assert server.last.url.raw_path == b"/v1/items/caf%C3%A9%20a%2Fb%3Fc%23d%25e"


@pytest.mark.parametrize("value", ["", None])
async def test_an_empty_path_param_raises_before_sending(
    make_client: MakeClient, server: MockServer, value: str | None
) -> None:
    client = make_client()

    with pytest.raises(ValueError, match="Expected a non-empty value for `item_id`"):
        await resolve(client.items.retrieve(cast(str, value)))

    assert server.requests == []


async def test_copy_shares_the_pool_and_keeps_other_options(make_client: MakeClient, server: MockServer) -> None:
    client = make_client(timeout=12.0, default_headers={"X-Team": "a"})
    server.reply(json_reply(ITEM))

    copy = client.with_options(max_retries=5)
    await resolve(copy.items.retrieve("item_1"))

    assert copy._http_client is client._http_client
    assert (copy.max_retries, copy.timeout, copy.base_url, copy.api_key) == (5, 12.0, client.base_url, "test-key")
    assert server.last.headers["X-Team"] == "a"
    assert client.max_retries == 2


def test_copies_and_repeated_requests_reuse_the_parsed_urls(caplog: pytest.LogCaptureFixture) -> None:
    client = FakeClient(api_key="test-key", http_client=httpx.Client(transport=MockServer().transport()))
    options = FinalRequestOptions(method="get", url="/items")

    with caplog.at_level(logging.DEBUG, logger=logger.name):
        first, second = client._build_request(options), client.copy()._build_request(options)

    assert client.copy().base_url is client.base_url
    assert first.url == second.url == "https://us.api.fake.example/v1/items"
    assert caplog.records == []  # a request is logged when it is sent, not when it is built


def test_copy_with_a_new_location_drops_the_kept_one() -> None:
    client = FakeClient(environment="sandbox")

    moved = client.copy(base_url="https://moved.example")

    assert str(moved.base_url) == "https://moved.example/"
    assert str(moved.copy(environment="production").base_url) == "https://us.api.fake.example/v1/"
    assert str(client.copy().base_url) == "https://sandbox.fake.example/v1/"


def test_copy_of_a_client_without_environments_passes_no_environment() -> None:
    # Generated clients of an API without named environments have no `environment` argument to pass it to.
    defaults = replace(DEFAULTS, environments={}, default_environment=None)
    client = FakeClient(defaults=defaults, base_url="https://a.example")

    options = client._copy_options(timeout=3.0)

    assert "environment" not in options
    assert options["base_url"] == "https://a.example"
    assert "environment" in FakeClient()._copy_options()


def test_copy_merges_default_headers_and_query() -> None:
    client = FakeClient(default_headers={"X-A": "1", "X-B": "1"}, default_query={"a": "1"})

    copy = client.copy(default_headers={"X-B": "2"}, default_query={"b": "2"})

    assert dict(copy._default_headers) == {"X-A": "1", "X-B": "2"}
    assert dict(copy._default_query) == {"a": "1", "b": "2"}


def test_copy_with_set_defaults_replaces_headers_and_query() -> None:
    client = FakeClient(default_headers={"X-A": "1"}, default_query={"a": "1"})

    copy = client.copy(set_default_headers={"X-B": "2"}, set_default_query={})

    assert dict(copy._default_headers) == {"X-B": "2"}
    assert dict(copy._default_query) == {}
    with pytest.raises(ValueError, match="mutually exclusive"):
        client.copy(default_headers={}, set_default_headers={})
    with pytest.raises(ValueError, match="mutually exclusive"):
        client.copy(default_query={}, set_default_query={})


def test_timeout_and_retries_default_to_the_api_settings() -> None:
    client = FakeClient(defaults=replace(DEFAULTS, timeout=20.0, max_retries=3))

    # The API's timeout is per attempt; connecting gets at most 5 seconds of it.
    assert (client.timeout, client.max_retries) == (httpx.Timeout(20.0, connect=5.0), 3)
    assert FakeClient(timeout=None).timeout is None
    assert FakeClient(timeout=7.0).timeout == 7.0


def test_sync_close_closes_only_a_pool_the_client_created() -> None:
    own = FakeClient()
    given = httpx.Client()

    with own, FakeClient(http_client=given) as borrowing:
        assert borrowing._http_client is given

    assert own._http_client.is_closed
    assert not given.is_closed
    given.close()


async def test_async_close_closes_only_a_pool_the_client_created() -> None:
    own = AsyncFakeClient()
    given = httpx.AsyncClient()

    async with own, AsyncFakeClient(http_client=given) as borrowing:
        assert borrowing._http_client is given

    assert own._http_client.is_closed
    assert not given.is_closed
    await given.aclose()


async def test_generic_methods_call_undocumented_endpoints(make_client: MakeClient, server: MockServer) -> None:
    client = make_client()
    server.reply(json_reply(ITEM), json_reply({"ok": True}))

    created = await resolve(client.post("/custom", body={"name": "Widget"}, cast_to=Item))
    raw = await resolve(client.get("/custom", query={"q": "x"}))

    assert isinstance(created, Item)
    assert raw == {"ok": True}
    first, second = server.requests
    assert (first.method, first.content, first.headers["X-Api-Key"]) == ("POST", b'{"name":"Widget"}', "test-key")
    assert (second.method, second.url.query) == ("GET", b"q=x")


async def test_generic_methods_send_content_as_given(make_client: MakeClient, server: MockServer, kind: Kind) -> None:
    client = make_client()
    server.reply(*(json_reply(ITEM) for _ in range(3)))
    chunks = [b"Hello, ", b"world"]
    sent: List[bytes] = []

    def sync_chunks() -> Iterator[bytes]:
        for chunk in chunks:
            sent.append(chunk)
            yield chunk

    async def async_chunks() -> AsyncIterator[bytes]:
        for chunk in sync_chunks():
            yield chunk

    await resolve(
        client.put("/blob", content=b"\x00\x01", cast_to=object, options={"headers": {"Content-Type": "image/png"}})
    )
    await resolve(client.post("/blob", content=sync_chunks() if kind == "sync" else async_chunks(), cast_to=object))
    with pytest.deprecated_call(match="Passing raw bytes as `body` is deprecated"):
        await resolve(client.post("/blob", body=b"raw", cast_to=object))

    received = [(request.headers["Content-Type"], request.content) for request in server.requests]
    assert received == [
        ("image/png", b"\x00\x01"),
        ("application/octet-stream", b"Hello, world"),
        ("application/octet-stream", b"raw"),
    ]
    assert sent == chunks
    with pytest.raises(TypeError, match="either `body` or `content`"):
        await resolve(client.post("/blob", body={"a": 1}, content=b"x"))
