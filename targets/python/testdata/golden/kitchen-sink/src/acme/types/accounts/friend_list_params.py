# Copyright Acme, Inc. Licensed under the Apache License 2.0.
# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

from __future__ import annotations

from typing_extensions import TypedDict


class FriendListParams(TypedDict, total=False):
    """Keyword arguments of `client.accounts.friends.list` (`get /accounts/{account_id}/friends`), for building them up front."""

    after_id: str

    limit: int
