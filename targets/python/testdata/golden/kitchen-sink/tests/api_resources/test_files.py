# Copyright Acme, Inc. Licensed under the Apache License 2.0.
# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

from __future__ import annotations

import re

import pytest

from acme import ACME, AsyncACME
from acme._response import AsyncBinaryAPIResponse, BinaryAPIResponse
from acme.types import File
from tests.utils import assert_matches_type


class TestFiles:
    def test_method_upload(self, client: ACME) -> None:
        file = client.files.upload(file=b"raw file contents", purpose="avatar")
        assert_matches_type(File, file, path=["response"])

    def test_method_upload_with_all_params(self, client: ACME) -> None:
        file = client.files.upload(file=b"raw file contents", purpose="avatar", labels=["string"])
        assert_matches_type(File, file, path=["response"])

    def test_raw_response_upload(self, client: ACME) -> None:
        response = client.files.with_raw_response.upload(file=b"raw file contents", purpose="avatar")
        assert response.http_response.status_code < 400
        assert_matches_type(File, response.parse(), path=["response"])

    def test_streaming_response_upload(self, client: ACME) -> None:
        with client.files.with_streaming_response.upload(file=b"raw file contents", purpose="avatar") as response:
            assert not response.http_response.is_closed
            assert_matches_type(File, response.parse(), path=["response"])
        assert response.http_response.is_closed

    @pytest.mark.skip(reason="Prism cannot mock binary downloads.")
    def test_method_content(self, client: ACME) -> None:
        result = client.files.content("string")
        assert isinstance(result, BinaryAPIResponse)

    @pytest.mark.skip(reason="Prism cannot mock binary downloads.")
    def test_raw_response_content(self, client: ACME) -> None:
        response = client.files.with_raw_response.content("string")
        assert response.http_response.status_code < 400
        assert isinstance(response.parse(), BinaryAPIResponse)

    @pytest.mark.skip(reason="Prism cannot mock binary downloads.")
    def test_streaming_response_content(self, client: ACME) -> None:
        with client.files.with_streaming_response.content("string") as response:
            assert not response.http_response.is_closed
            assert isinstance(response.parse(), BinaryAPIResponse)
        assert response.http_response.is_closed

    def test_path_params_content_file_id(self, client: ACME) -> None:
        with pytest.raises(ValueError, match=re.escape("Expected a non-empty value for `file_id` but received ''")):
            client.files.content("")


class TestAsyncFiles:
    async def test_method_upload(self, async_client: AsyncACME) -> None:
        file = await async_client.files.upload(file=b"raw file contents", purpose="avatar")
        assert_matches_type(File, file, path=["response"])

    async def test_method_upload_with_all_params(self, async_client: AsyncACME) -> None:
        file = await async_client.files.upload(file=b"raw file contents", purpose="avatar", labels=["string"])
        assert_matches_type(File, file, path=["response"])

    async def test_raw_response_upload(self, async_client: AsyncACME) -> None:
        response = await async_client.files.with_raw_response.upload(file=b"raw file contents", purpose="avatar")
        assert response.http_response.status_code < 400
        assert_matches_type(File, await response.parse(), path=["response"])

    async def test_streaming_response_upload(self, async_client: AsyncACME) -> None:
        async with async_client.files.with_streaming_response.upload(
            file=b"raw file contents",
            purpose="avatar",
        ) as response:
            assert not response.http_response.is_closed
            assert_matches_type(File, await response.parse(), path=["response"])
        assert response.http_response.is_closed

    @pytest.mark.skip(reason="Prism cannot mock binary downloads.")
    async def test_method_content(self, async_client: AsyncACME) -> None:
        result = await async_client.files.content("string")
        assert isinstance(result, AsyncBinaryAPIResponse)

    @pytest.mark.skip(reason="Prism cannot mock binary downloads.")
    async def test_raw_response_content(self, async_client: AsyncACME) -> None:
        response = await async_client.files.with_raw_response.content("string")
        assert response.http_response.status_code < 400
        assert isinstance(await response.parse(), AsyncBinaryAPIResponse)

    @pytest.mark.skip(reason="Prism cannot mock binary downloads.")
    async def test_streaming_response_content(self, async_client: AsyncACME) -> None:
        async with async_client.files.with_streaming_response.content("string") as response:
            assert not response.http_response.is_closed
            assert isinstance(await response.parse(), AsyncBinaryAPIResponse)
        assert response.http_response.is_closed

    async def test_path_params_content_file_id(self, async_client: AsyncACME) -> None:
        with pytest.raises(ValueError, match=re.escape("Expected a non-empty value for `file_id` but received ''")):
            await async_client.files.content("")
