# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

from __future__ import annotations

from typing import Dict, Optional

from typing_extensions import Required, TypedDict


class SessionListParams(TypedDict, total=False):
    """Keyword arguments of `client.apps.users.sessions.list` (`post /v1/apps/{app_id}/users/{user_id}/sessions/list`), for building them up front."""

    app_id: Required[str]
    """ID of the app"""

    reverse: Optional[bool]
    """Whether to reverse the order of results"""

    page: int
    """Page number"""

    size: int
    """Page size"""

    filter: Optional[Dict[str, object]]

    is_active: bool
