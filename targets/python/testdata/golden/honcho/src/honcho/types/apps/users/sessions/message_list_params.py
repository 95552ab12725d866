# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

from __future__ import annotations

from typing import Dict, Optional

from typing_extensions import Required, TypedDict


class MessageListParams(TypedDict, total=False):
    """Keyword arguments of `client.apps.users.sessions.messages.list` (`post /v1/apps/{app_id}/users/{user_id}/sessions/{session_id}/messages/list`), for building them up front."""

    app_id: Required[str]
    """ID of the app"""

    user_id: Required[str]
    """ID of the user"""

    reverse: Optional[bool]
    """Whether to reverse the order of results"""

    page: int
    """Page number"""

    size: int
    """Page size"""

    filter: Optional[Dict[str, object]]
