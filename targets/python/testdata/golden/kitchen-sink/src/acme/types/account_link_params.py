# Copyright Acme, Inc. Licensed under the Apache License 2.0.
# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

from __future__ import annotations

from typing import List

from typing_extensions import Required, TypedDict


class AccountLinkParams(TypedDict, total=False):
    """Keyword arguments of `client.accounts.link` (`post /accounts/{account_id}/link`), for building them up front."""

    account_ids: Required[List[str]]
    """The request body."""
