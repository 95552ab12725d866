# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

from __future__ import annotations

from typing import Optional

from typing_extensions import TypedDict


class UserGetParams(TypedDict, total=False):
    """Keyword arguments of `client.apps.users.get` (`get /v1/apps/{app_id}/users`), for building them up front."""

    user_id: Optional[str]
    """User ID to retrieve. If not provided, users JWT token"""
