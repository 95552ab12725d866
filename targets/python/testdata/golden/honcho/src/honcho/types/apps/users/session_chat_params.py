# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

from __future__ import annotations

from typing_extensions import Required, TypedDict

from ...dialectic_options_queries import DialecticOptionsQueries


class SessionChatParams(TypedDict, total=False):
    """Keyword arguments of `client.apps.users.sessions.chat` (`post /v1/apps/{app_id}/users/{user_id}/sessions/{session_id}/chat`), for building them up front."""

    app_id: Required[str]
    """ID of the app"""

    user_id: Required[str]
    """ID of the user"""

    queries: Required[DialecticOptionsQueries]

    stream: bool
