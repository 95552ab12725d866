# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

from __future__ import annotations

from typing import Optional

from typing_extensions import Required, TypedDict


class SessionCloneParams(TypedDict, total=False):
    """Keyword arguments of `client.apps.users.sessions.clone` (`get /v1/apps/{app_id}/users/{user_id}/sessions/{session_id}/clone`), for building them up front."""

    app_id: Required[str]
    """ID of the app"""

    user_id: Required[str]
    """ID of the user"""

    message_id: Optional[str]
    """Message ID to cut off the clone at"""

    deep_copy: bool
    """Whether to deep copy metamessages"""
