"""Standard Webhooks signature checks and webhook payload parsing."""

from __future__ import annotations

import json
from typing import Any, Mapping

from ._exceptions import ClientError, WebhookVerificationError
from ._models import construct_type


def verify_webhook(body: str | bytes, headers: Mapping[str, str], secret: str) -> None:
    """Checks the Standard Webhooks signature of a delivery (`webhook-id`, `webhook-timestamp` and
    `webhook-signature` headers, timestamp within five minutes); raises `WebhookVerificationError` when it fails.

    Needs the `standardwebhooks` package, which the SDK's `webhooks` extra installs.
    """
    try:
        import standardwebhooks
    except ImportError as exc:
        raise ClientError(
            "Verifying webhooks needs the standardwebhooks package: install this SDK with its `webhooks` extra "
            "(or run `pip install standardwebhooks`)."
        ) from exc
    try:
        standardwebhooks.Webhook(secret).verify(body, dict(headers), json_parse=False)
    except standardwebhooks.WebhookVerificationError as exc:
        raise WebhookVerificationError(str(exc)) from exc
    except Exception as exc:
        # A malformed secret or signature header makes the library fail with errors of its own kinds.
        raise WebhookVerificationError(f"The webhook signature could not be checked: {exc}") from exc


def parse_webhook(body: str | bytes, type_: Any) -> Any:
    """Decodes a webhook body and builds it as `type_`, without verifying it."""
    try:
        data = json.loads(body)
    except ValueError as exc:
        raise ClientError(f"The webhook body is not JSON: {exc}") from exc
    return construct_type(type_, data)
