# Copyright Acme, Inc. Licensed under the Apache License 2.0.
# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

from __future__ import annotations

from typing_extensions import Literal

from .._models import BaseModel
from .account import Account


class AccountCreatedEvent(BaseModel):
    type: Literal["account.created"]

    account: Account
