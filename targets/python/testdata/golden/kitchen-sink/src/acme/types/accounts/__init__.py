# Copyright Acme, Inc. Licensed under the Apache License 2.0.
# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .friend import Friend as Friend
    from .friend_list_params import FriendListParams as FriendListParams
    from .friend_list_response import FriendListResponse as FriendListResponse

_exports: dict[str, str] = {
    "Friend": ".friend",
    "FriendListParams": ".friend_list_params",
    "FriendListResponse": ".friend_list_response",
}
__all__ = [
    "Friend",
    "FriendListParams",
    "FriendListResponse",
]


def __getattr__(name: str) -> object:
    if name not in _exports:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(import_module(_exports[name], __name__), name)
    globals()[name] = value
    return value
