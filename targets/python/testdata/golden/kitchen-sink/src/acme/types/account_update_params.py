# Copyright Acme, Inc. Licensed under the Apache License 2.0.
# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

from __future__ import annotations

from typing import Dict, Optional

from typing_extensions import TypedDict


class AccountUpdateParams(TypedDict, total=False):
    """Keyword arguments of `client.accounts.update` (`patch /accounts/{account_id}`), for building them up front."""

    name: str

    nickname: Optional[str]
    """Set to null to remove the nickname."""

    metadata: Dict[str, str]
