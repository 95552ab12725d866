# Copyright Acme, Inc. Licensed under the Apache License 2.0.
# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

from __future__ import annotations

import pytest

from acme import ACME, AsyncACME
from acme.types.chat import Completion, CompletionChunk
from tests.utils import assert_matches_type


class TestCompletions:
    def test_method_create(self, client: ACME) -> None:
        completion = client.chat.completions.create(messages=[{"role": "system", "content": "string"}])
        assert_matches_type(Completion, completion, path=["response"])

    def test_method_create_with_all_params(self, client: ACME) -> None:
        completion = client.chat.completions.create(messages=[{"role": "system", "content": "string"}], stream=False)
        assert_matches_type(Completion, completion, path=["response"])

    def test_raw_response_create(self, client: ACME) -> None:
        response = client.chat.completions.with_raw_response.create(messages=[{"role": "system", "content": "string"}])
        assert response.http_response.status_code < 400
        assert_matches_type(Completion, response.parse(), path=["response"])

    def test_streaming_response_create(self, client: ACME) -> None:
        with client.chat.completions.with_streaming_response.create(
            messages=[{"role": "system", "content": "string"}],
        ) as response:
            assert not response.http_response.is_closed
            assert_matches_type(Completion, response.parse(), path=["response"])
        assert response.http_response.is_closed

    @pytest.mark.skip(reason="the mock server cannot stream server-sent events")
    def test_method_stream(self, client: ACME) -> None:
        completion_chunk = client.chat.completions.stream(prompt="string")
        assert_matches_type(CompletionChunk, completion_chunk, path=["response"])

    @pytest.mark.skip(reason="the mock server cannot stream server-sent events")
    def test_raw_response_stream(self, client: ACME) -> None:
        response = client.chat.completions.with_raw_response.stream(prompt="string")
        assert response.http_response.status_code < 400
        assert_matches_type(CompletionChunk, response.parse(), path=["response"])

    @pytest.mark.skip(reason="the mock server cannot stream server-sent events")
    def test_streaming_response_stream(self, client: ACME) -> None:
        with client.chat.completions.with_streaming_response.stream(prompt="string") as response:
            assert not response.http_response.is_closed
            assert_matches_type(CompletionChunk, response.parse(), path=["response"])
        assert response.http_response.is_closed


class TestAsyncCompletions:
    async def test_method_create(self, async_client: AsyncACME) -> None:
        completion = await async_client.chat.completions.create(messages=[{"role": "system", "content": "string"}])
        assert_matches_type(Completion, completion, path=["response"])

    async def test_method_create_with_all_params(self, async_client: AsyncACME) -> None:
        completion = await async_client.chat.completions.create(
            messages=[{"role": "system", "content": "string"}],
            stream=False,
        )
        assert_matches_type(Completion, completion, path=["response"])

    async def test_raw_response_create(self, async_client: AsyncACME) -> None:
        response = await async_client.chat.completions.with_raw_response.create(
            messages=[{"role": "system", "content": "string"}],
        )
        assert response.http_response.status_code < 400
        assert_matches_type(Completion, await response.parse(), path=["response"])

    async def test_streaming_response_create(self, async_client: AsyncACME) -> None:
        async with async_client.chat.completions.with_streaming_response.create(
            messages=[{"role": "system", "content": "string"}],
        ) as response:
            assert not response.http_response.is_closed
            assert_matches_type(Completion, await response.parse(), path=["response"])
        assert response.http_response.is_closed

    @pytest.mark.skip(reason="the mock server cannot stream server-sent events")
    async def test_method_stream(self, async_client: AsyncACME) -> None:
        completion_chunk = await async_client.chat.completions.stream(prompt="string")
        assert_matches_type(CompletionChunk, completion_chunk, path=["response"])

    @pytest.mark.skip(reason="the mock server cannot stream server-sent events")
    async def test_raw_response_stream(self, async_client: AsyncACME) -> None:
        response = await async_client.chat.completions.with_raw_response.stream(prompt="string")
        assert response.http_response.status_code < 400
        assert_matches_type(CompletionChunk, await response.parse(), path=["response"])

    @pytest.mark.skip(reason="the mock server cannot stream server-sent events")
    async def test_streaming_response_stream(self, async_client: AsyncACME) -> None:
        async with async_client.chat.completions.with_streaming_response.stream(prompt="string") as response:
            assert not response.http_response.is_closed
            assert_matches_type(CompletionChunk, await response.parse(), path=["response"])
        assert response.http_response.is_closed
