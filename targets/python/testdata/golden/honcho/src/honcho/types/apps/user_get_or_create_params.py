# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

from __future__ import annotations

from typing_extensions import Required, TypedDict


class UserGetOrCreateParams(TypedDict, total=False):
    """Keyword arguments of `client.apps.users.get_or_create` (`get /v1/apps/{app_id}/users/get_or_create/{name}`), for building them up front."""

    app_id: Required[str]
    """ID of the app"""
