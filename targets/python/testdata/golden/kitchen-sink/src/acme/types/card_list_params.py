# Copyright Acme, Inc. Licensed under the Apache License 2.0.
# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

from __future__ import annotations

from typing_extensions import TypedDict

from .card_list_params_sort import CardListParamsSort


class CardListParams(TypedDict, total=False):
    """Keyword arguments of `client.cards.list` (`get /cards`), for building them up front."""

    offset: int

    limit: int

    sort: CardListParamsSort
