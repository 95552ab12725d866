# Copyright Acme, Inc. Licensed under the Apache License 2.0.
# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .address import Address as Address
    from .address_param import AddressInput as AddressInput
    from .empty import Empty as Empty

_exports: dict[str, str] = {
    "Address": ".address",
    "AddressInput": ".address_param",
    "Empty": ".empty",
}
__all__ = [
    "Address",
    "AddressInput",
    "Empty",
]


def __getattr__(name: str) -> object:
    if name not in _exports:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(import_module(_exports[name], __name__), name)
    globals()[name] = value
    return value
