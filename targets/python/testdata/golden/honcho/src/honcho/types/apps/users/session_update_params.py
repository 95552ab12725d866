# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

from __future__ import annotations

from typing import Dict

from typing_extensions import Required, TypedDict


class SessionUpdateParams(TypedDict, total=False):
    """Keyword arguments of `client.apps.users.sessions.update` (`put /v1/apps/{app_id}/users/{user_id}/sessions/{session_id}`), for building them up front."""

    app_id: Required[str]
    """ID of the app"""

    user_id: Required[str]
    """ID of the user"""

    metadata: Required[Dict[str, object]]
