# Copyright Acme, Inc. Licensed under the Apache License 2.0.
# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

from __future__ import annotations

from acme import ACME, AsyncACME
from acme.types import ClientPingResponse, ClientStatusResponse
from tests.utils import assert_matches_type


class TestTopLevel:
    def test_method_status(self, client: ACME) -> None:
        status = client.status()
        assert_matches_type(ClientStatusResponse, status, path=["response"])

    def test_raw_response_status(self, client: ACME) -> None:
        response = client.with_raw_response.status()
        assert response.http_response.status_code < 400
        assert_matches_type(ClientStatusResponse, response.parse(), path=["response"])

    def test_streaming_response_status(self, client: ACME) -> None:
        with client.with_streaming_response.status() as response:
            assert not response.http_response.is_closed
            assert_matches_type(ClientStatusResponse, response.parse(), path=["response"])
        assert response.http_response.is_closed

    def test_method_ping(self, client: ACME) -> None:
        client_ping_response = client.ping()
        assert_matches_type(ClientPingResponse, client_ping_response, path=["response"])

    def test_raw_response_ping(self, client: ACME) -> None:
        response = client.with_raw_response.ping()
        assert response.http_response.status_code < 400
        assert_matches_type(ClientPingResponse, response.parse(), path=["response"])

    def test_streaming_response_ping(self, client: ACME) -> None:
        with client.with_streaming_response.ping() as response:
            assert not response.http_response.is_closed
            assert_matches_type(ClientPingResponse, response.parse(), path=["response"])
        assert response.http_response.is_closed


class TestAsyncTopLevel:
    async def test_method_status(self, async_client: AsyncACME) -> None:
        status = await async_client.status()
        assert_matches_type(ClientStatusResponse, status, path=["response"])

    async def test_raw_response_status(self, async_client: AsyncACME) -> None:
        response = await async_client.with_raw_response.status()
        assert response.http_response.status_code < 400
        assert_matches_type(ClientStatusResponse, await response.parse(), path=["response"])

    async def test_streaming_response_status(self, async_client: AsyncACME) -> None:
        async with async_client.with_streaming_response.status() as response:
            assert not response.http_response.is_closed
            assert_matches_type(ClientStatusResponse, await response.parse(), path=["response"])
        assert response.http_response.is_closed

    async def test_method_ping(self, async_client: AsyncACME) -> None:
        client_ping_response = await async_client.ping()
        assert_matches_type(ClientPingResponse, client_ping_response, path=["response"])

    async def test_raw_response_ping(self, async_client: AsyncACME) -> None:
        response = await async_client.with_raw_response.ping()
        assert response.http_response.status_code < 400
        assert_matches_type(ClientPingResponse, await response.parse(), path=["response"])

    async def test_streaming_response_ping(self, async_client: AsyncACME) -> None:
        async with async_client.with_streaming_response.ping() as response:
            assert not response.http_response.is_closed
            assert_matches_type(ClientPingResponse, await response.parse(), path=["response"])
        assert response.http_response.is_closed
