# Copyright Acme, Inc. Licensed under the Apache License 2.0.
# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.
# pyright: reportDeprecated=false

from __future__ import annotations

import pytest

from acme import ACME, AsyncACME
from acme.types import LegacyReportResponse
from tests.utils import assert_matches_type


class TestLegacy:
    def test_method_report(self, client: ACME) -> None:
        with pytest.warns(DeprecationWarning):
            legacy_report_response = client.legacy.report()
            assert_matches_type(LegacyReportResponse, legacy_report_response, path=["response"])

    def test_raw_response_report(self, client: ACME) -> None:
        with pytest.warns(DeprecationWarning):
            response = client.legacy.with_raw_response.report()
            assert response.http_response.status_code < 400
            assert_matches_type(LegacyReportResponse, response.parse(), path=["response"])

    def test_streaming_response_report(self, client: ACME) -> None:
        with pytest.warns(DeprecationWarning):
            with client.legacy.with_streaming_response.report() as response:
                assert not response.http_response.is_closed
                assert_matches_type(LegacyReportResponse, response.parse(), path=["response"])
            assert response.http_response.is_closed


class TestAsyncLegacy:
    async def test_method_report(self, async_client: AsyncACME) -> None:
        with pytest.warns(DeprecationWarning):
            legacy_report_response = await async_client.legacy.report()
            assert_matches_type(LegacyReportResponse, legacy_report_response, path=["response"])

    async def test_raw_response_report(self, async_client: AsyncACME) -> None:
        with pytest.warns(DeprecationWarning):
            response = await async_client.legacy.with_raw_response.report()
            assert response.http_response.status_code < 400
            assert_matches_type(LegacyReportResponse, await response.parse(), path=["response"])

    async def test_streaming_response_report(self, async_client: AsyncACME) -> None:
        with pytest.warns(DeprecationWarning):
            async with async_client.legacy.with_streaming_response.report() as response:
                assert not response.http_response.is_closed
                assert_matches_type(LegacyReportResponse, await response.parse(), path=["response"])
            assert response.http_response.is_closed
