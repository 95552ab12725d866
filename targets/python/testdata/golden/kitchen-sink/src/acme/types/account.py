# Copyright Acme, Inc. Licensed under the Apache License 2.0.
# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

from __future__ import annotations

from datetime import datetime
from typing import Optional

from .._models import BaseModel
from .account_settings import AccountSettings
from .account_status import AccountStatus
from .shared.address import Address


class Account(BaseModel):
    id: str

    created_at: datetime

    name: str

    status: AccountStatus

    nickname: Optional[str] = None

    address: Optional[Address] = None

    homepage: Optional[str] = None

    legacy_code: Optional[str] = None
    """Deprecated: Use homepage instead."""

    display_name: Optional[str] = None

    beta_feature: Optional[bool] = None

    settings: Optional[AccountSettings] = None
