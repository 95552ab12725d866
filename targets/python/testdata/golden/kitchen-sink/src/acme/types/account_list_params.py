# Copyright Acme, Inc. Licensed under the Apache License 2.0.
# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

from __future__ import annotations

from typing_extensions import TypedDict

from .account_status import AccountStatus


class AccountListParams(TypedDict, total=False):
    """Keyword arguments of `client.accounts.list` (`get /accounts`), for building them up front."""

    cursor: str

    limit: int

    status: AccountStatus

    x_trace_id: str
