from __future__ import annotations

import base64
import json
import sys
from datetime import datetime, timedelta, timezone
from typing import Dict

import pytest
import standardwebhooks

from sdkgen_runtime._exceptions import ClientError, WebhookVerificationError
from sdkgen_runtime._webhooks import parse_webhook, verify_webhook

from .helpers import Item

SECRET = "whsec_" + base64.b64encode(b"a secret of thirty-two bytes....").decode()
BODY = json.dumps({"id": "item_1", "status": "active"})


def signed_headers(body: str, *, at: datetime | None = None, secret: str = SECRET) -> Dict[str, str]:
    timestamp = at or datetime.now(timezone.utc)
    signature = standardwebhooks.Webhook(secret).sign("msg_1", timestamp, body)
    return {
        "webhook-id": "msg_1",
        "webhook-timestamp": str(int(timestamp.timestamp())),
        "webhook-signature": signature,
    }


def test_a_valid_signature_passes() -> None:
    verify_webhook(BODY, signed_headers(BODY), SECRET)
    verify_webhook(BODY.encode(), {name.title(): value for name, value in signed_headers(BODY).items()}, SECRET)


@pytest.mark.parametrize(
    "headers",
    [
        signed_headers(BODY, secret="whsec_" + base64.b64encode(b"another secret").decode()),
        signed_headers(BODY, at=datetime.now(timezone.utc) - timedelta(minutes=10)),
        {key: value for key, value in signed_headers(BODY).items() if key != "webhook-signature"},
        {**signed_headers(BODY), "webhook-signature": "v1"},
    ],
    ids=["bad-signature", "old-timestamp", "missing-header", "malformed-signature"],
)
def test_deliveries_that_do_not_verify_raise(headers: Dict[str, str]) -> None:
    with pytest.raises(WebhookVerificationError):
        verify_webhook(BODY, headers, SECRET)


def test_a_changed_body_does_not_verify() -> None:
    with pytest.raises(WebhookVerificationError):
        verify_webhook(BODY.replace("active", "archived"), signed_headers(BODY), SECRET)


def test_verification_names_the_extra_when_the_package_is_missing(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "standardwebhooks", None)

    with pytest.raises(ClientError, match="`webhooks` extra"):
        verify_webhook(BODY, signed_headers(BODY), SECRET)


def test_parse_webhook_builds_the_payload() -> None:
    assert parse_webhook(BODY, Item) == Item(id="item_1", status="active")
    with pytest.raises(ClientError, match="not JSON"):
        parse_webhook("nope", Item)
