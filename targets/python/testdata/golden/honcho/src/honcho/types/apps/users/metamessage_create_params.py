# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

from __future__ import annotations

from typing import Dict, Optional

from typing_extensions import Required, TypedDict


class MetamessageCreateParams(TypedDict, total=False):
    """Keyword arguments of `client.apps.users.metamessages.create` (`post /v1/apps/{app_id}/users/{user_id}/metamessages`), for building them up front."""

    app_id: Required[str]
    """ID of the app"""

    metamessage_type: Required[str]

    content: Required[str]

    session_id: Optional[str]

    message_id: Optional[str]

    metadata: Dict[str, object]
