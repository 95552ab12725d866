# Copyright Acme, Inc. Licensed under the Apache License 2.0.
# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

from __future__ import annotations

from functools import cached_property
from typing import Mapping, Optional, cast

from .._resource import AsyncAPIResource, SyncAPIResource
from .._webhooks import parse_webhook, verify_webhook
from ..types.webhook_event import WebhookEvent


class WebhooksResource(SyncAPIResource):
    @cached_property
    def with_raw_response(self) -> WebhooksResourceWithRawResponse:
        return WebhooksResourceWithRawResponse(self)

    @cached_property
    def with_streaming_response(self) -> WebhooksResourceWithStreamingResponse:
        return WebhooksResourceWithStreamingResponse(self)

    def unwrap(self, payload: str | bytes, headers: Mapping[str, str], *, key: str | None = None) -> WebhookEvent:
        """Verifies the delivery's Standard Webhooks signature when a secret is known (the `key` argument, or the client's webhook secret), then parses the payload."""
        secret = key
        if secret is None:
            secret = cast(Optional[str], getattr(self._client, "webhook_secret", None))
        if secret:
            verify_webhook(payload, headers, secret)
        return parse_webhook(payload, WebhookEvent)


class AsyncWebhooksResource(AsyncAPIResource):
    @cached_property
    def with_raw_response(self) -> AsyncWebhooksResourceWithRawResponse:
        return AsyncWebhooksResourceWithRawResponse(self)

    @cached_property
    def with_streaming_response(self) -> AsyncWebhooksResourceWithStreamingResponse:
        return AsyncWebhooksResourceWithStreamingResponse(self)

    def unwrap(self, payload: str | bytes, headers: Mapping[str, str], *, key: str | None = None) -> WebhookEvent:
        """Verifies the delivery's Standard Webhooks signature when a secret is known (the `key` argument, or the client's webhook secret), then parses the payload."""
        secret = key
        if secret is None:
            secret = cast(Optional[str], getattr(self._client, "webhook_secret", None))
        if secret:
            verify_webhook(payload, headers, secret)
        return parse_webhook(payload, WebhookEvent)


class WebhooksResourceWithRawResponse:
    """Methods that return the raw response (headers, status) with the parsed data available from `.parse()`."""

    def __init__(self, resource: WebhooksResource) -> None:
        self._resource = resource


class AsyncWebhooksResourceWithRawResponse:
    """Methods that return the raw response (headers, status) with the parsed data available from `.parse()`."""

    def __init__(self, resource: AsyncWebhooksResource) -> None:
        self._resource = resource


class WebhooksResourceWithStreamingResponse:
    """Methods that return the response before its body is read, as a context manager."""

    def __init__(self, resource: WebhooksResource) -> None:
        self._resource = resource


class AsyncWebhooksResourceWithStreamingResponse:
    """Methods that return the response before its body is read, as a context manager."""

    def __init__(self, resource: AsyncWebhooksResource) -> None:
        self._resource = resource
