# Copyright Acme, Inc. Licensed under the Apache License 2.0.
# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

from __future__ import annotations

from typing import Union

from .account_created_event import AccountCreatedEvent
from .account_deleted_event import AccountDeletedEvent

WebhookEvent = Union[AccountCreatedEvent, AccountDeletedEvent]
