# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

from __future__ import annotations

from typing import Optional

from typing_extensions import Required, TypedDict


class SessionGetParams(TypedDict, total=False):
    """Keyword arguments of `client.apps.users.sessions.get` (`get /v1/apps/{app_id}/users/{user_id}/sessions`), for building them up front."""

    app_id: Required[str]
    """ID of the app"""

    session_id: Optional[str]
    """Session ID to retrieve. If not provided, uses JWT token"""
