# Copyright Acme, Inc. Licensed under the Apache License 2.0.
# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

from __future__ import annotations

from acme import ACME, AsyncACME


class TestFeedback:
    def test_method_send(self, client: ACME) -> None:
        result = client.feedback.send()
        assert result is None

    def test_method_send_with_all_params(self, client: ACME) -> None:
        result = client.feedback.send(message="string", rating=1)
        assert result is None

    def test_raw_response_send(self, client: ACME) -> None:
        response = client.feedback.with_raw_response.send()
        assert response.http_response.status_code < 400
        assert response.parse() is None

    def test_streaming_response_send(self, client: ACME) -> None:
        with client.feedback.with_streaming_response.send() as response:
            assert not response.http_response.is_closed
            assert response.parse() is None
        assert response.http_response.is_closed


class TestAsyncFeedback:
    async def test_method_send(self, async_client: AsyncACME) -> None:
        result = await async_client.feedback.send()
        assert result is None

    async def test_method_send_with_all_params(self, async_client: AsyncACME) -> None:
        result = await async_client.feedback.send(message="string", rating=1)
        assert result is None

    async def test_raw_response_send(self, async_client: AsyncACME) -> None:
        response = await async_client.feedback.with_raw_response.send()
        assert response.http_response.status_code < 400
        assert await response.parse() is None

    async def test_streaming_response_send(self, async_client: AsyncACME) -> None:
        async with async_client.feedback.with_streaming_response.send() as response:
            assert not response.http_response.is_closed
            assert await response.parse() is None
        assert response.http_response.is_closed
