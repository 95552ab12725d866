# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

from __future__ import annotations

from typing import Dict

from typing_extensions import Required, TypedDict


class SessionCreateParams(TypedDict, total=False):
    """Keyword arguments of `client.apps.users.sessions.create` (`post /v1/apps/{app_id}/users/{user_id}/sessions`), for building them up front."""

    app_id: Required[str]
    """ID of the app"""

    metadata: Dict[str, object]
