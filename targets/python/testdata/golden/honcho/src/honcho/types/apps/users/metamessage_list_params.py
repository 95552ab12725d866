# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

from __future__ import annotations

from typing import Dict, Optional

from typing_extensions import Required, TypedDict


class MetamessageListParams(TypedDict, total=False):
    """Keyword arguments of `client.apps.users.metamessages.list` (`post /v1/apps/{app_id}/users/{user_id}/metamessages/list`), for building them up front."""

    app_id: Required[str]
    """ID of the app"""

    reverse: Optional[bool]
    """Whether to reverse the order of results"""

    page: int
    """Page number"""

    size: int
    """Page size"""

    metamessage_type: Optional[str]

    session_id: Optional[str]

    message_id: Optional[str]

    filter: Optional[Dict[str, object]]
