# Copyright Acme, Inc. Licensed under the Apache License 2.0.
# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

from __future__ import annotations

import json

from acme import ACME, AsyncACME


class TestWebhooks:
    def test_method_unwrap(self, client: ACME) -> None:
        payload = json.dumps({"type": "account.created", "account": {"name": "string", "status": "active"}})
        event = client.webhooks.unwrap(payload, {})
        assert event is not None


class TestAsyncWebhooks:
    async def test_method_unwrap(self, async_client: AsyncACME) -> None:
        payload = json.dumps({"type": "account.created", "account": {"name": "string", "status": "active"}})
        event = async_client.webhooks.unwrap(payload, {})
        assert event is not None
