# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .page_user import PageUser as PageUser
    from .user import User as User
    from .user_create_params import UserCreateParams as UserCreateParams
    from .user_get_by_name_params import UserGetByNameParams as UserGetByNameParams
    from .user_get_or_create_params import UserGetOrCreateParams as UserGetOrCreateParams
    from .user_get_params import UserGetParams as UserGetParams
    from .user_list_params import UserListParams as UserListParams
    from .user_update_params import UserUpdateParams as UserUpdateParams

_exports: dict[str, str] = {
    "PageUser": ".page_user",
    "User": ".user",
    "UserCreateParams": ".user_create_params",
    "UserGetByNameParams": ".user_get_by_name_params",
    "UserGetOrCreateParams": ".user_get_or_create_params",
    "UserGetParams": ".user_get_params",
    "UserListParams": ".user_list_params",
    "UserUpdateParams": ".user_update_params",
}
__all__ = [
    "PageUser",
    "User",
    "UserCreateParams",
    "UserGetByNameParams",
    "UserGetOrCreateParams",
    "UserGetParams",
    "UserListParams",
    "UserUpdateParams",
]


def __getattr__(name: str) -> object:
    if name not in _exports:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(import_module(_exports[name], __name__), name)
    globals()[name] = value
    return value
