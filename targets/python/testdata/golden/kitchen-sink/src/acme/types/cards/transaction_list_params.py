# Copyright Acme, Inc. Licensed under the Apache License 2.0.
# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

from __future__ import annotations

from typing_extensions import TypedDict


class TransactionListParams(TypedDict, total=False):
    """Keyword arguments of `client.cards.transactions.list` (`get /cards/{card_id}/transactions`), for building them up front."""

    page: int

    page_size: int
