# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

from __future__ import annotations

import os
from typing import AsyncIterator, Iterator, List

import pytest

from wild_shapes_of_real_configurations import AsyncWildShapes, WildShapes

base_url = os.environ.get("TEST_API_BASE_URL", "http://127.0.0.1:4010")


def pytest_collection_modifyitems(items: List[pytest.Item]) -> None:
    """SKIP_MOCK_TESTS=true skips every test that needs the mock server."""
    if os.environ.get("SKIP_MOCK_TESTS") != "true":
        return
    skip = pytest.mark.skip(reason="SKIP_MOCK_TESTS is true")
    for item in items:
        if "api_resources" in item.nodeid:
            item.add_marker(skip)


@pytest.fixture(scope="session", params=[False, True], ids=["loose", "strict"])
def client(request: pytest.FixtureRequest) -> Iterator[WildShapes]:
    """A client of the mock server, with loose and with strict response validation."""
    strict = bool(getattr(request, "param", False))
    with WildShapes(base_url=base_url, strict_response_validation=strict) as client:
        yield client


@pytest.fixture(scope="session", params=[False, True], ids=["loose", "strict"])
async def async_client(request: pytest.FixtureRequest) -> AsyncIterator[AsyncWildShapes]:
    """A client of the mock server, with loose and with strict response validation."""
    strict = bool(getattr(request, "param", False))
    async with AsyncWildShapes(base_url=base_url, strict_response_validation=strict) as client:
        yield client
