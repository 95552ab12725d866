# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

from __future__ import annotations

from typing import Sequence

from typing_extensions import Required, TypedDict

from ....message_create_param import MessageCreateParam


class MessageBatchParams(TypedDict, total=False):
    """Keyword arguments of `client.apps.users.sessions.messages.batch` (`post /v1/apps/{app_id}/users/{user_id}/sessions/{session_id}/messages/batch`), for building them up front."""

    app_id: Required[str]
    """ID of the app"""

    user_id: Required[str]
    """ID of the user"""

    messages: Required[Sequence[MessageCreateParam]]
