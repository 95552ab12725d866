from __future__ import annotations

import logging
import os
from typing import Any, Iterator

import httpx
import pytest

from .helpers import AnyClient, AsyncFakeClient, FakeClient, Kind, MakeClient, MockServer


@pytest.fixture(autouse=True)
def clean_environment(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Runs every test without the fake API's environment variables and restores the SDK logger afterwards."""
    for name in list(os.environ):
        if name.startswith("FAKE_"):
            monkeypatch.delenv(name)
    logger = logging.getLogger("sdkgen_runtime")
    level = logger.level
    yield
    logger.setLevel(level)


@pytest.fixture
def server() -> MockServer:
    return MockServer()


@pytest.fixture(params=["sync", "async"])
def kind(request: pytest.FixtureRequest) -> Kind:
    return request.param


@pytest.fixture
def make_client(kind: Kind, server: MockServer) -> MakeClient:
    """Builds a sync or async fake client (per `kind`) on the scripted transport, with an API key by default."""

    def make(**options: Any) -> AnyClient:
        options.setdefault("api_key", "test-key")
        if kind == "sync":
            return FakeClient(http_client=httpx.Client(transport=server.transport()), **options)
        return AsyncFakeClient(http_client=httpx.AsyncClient(transport=server.transport()), **options)

    return make
