# Copyright Acme, Inc. Licensed under the Apache License 2.0.
# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .transaction import Transaction as Transaction
    from .transaction_list_params import TransactionListParams as TransactionListParams
    from .transaction_list_response import TransactionListResponse as TransactionListResponse

_exports: dict[str, str] = {
    "Transaction": ".transaction",
    "TransactionListParams": ".transaction_list_params",
    "TransactionListResponse": ".transaction_list_response",
}
__all__ = [
    "Transaction",
    "TransactionListParams",
    "TransactionListResponse",
]


def __getattr__(name: str) -> object:
    if name not in _exports:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(import_module(_exports[name], __name__), name)
    globals()[name] = value
    return value
