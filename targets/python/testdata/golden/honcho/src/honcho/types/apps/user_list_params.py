# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

from __future__ import annotations

from typing import Dict, Optional

from typing_extensions import TypedDict


class UserListParams(TypedDict, total=False):
    """Keyword arguments of `client.apps.users.list` (`post /v1/apps/{app_id}/users/list`), for building them up front."""

    reverse: bool
    """Whether to reverse the order of results"""

    page: int
    """Page number"""

    size: int
    """Page size"""

    filter: Optional[Dict[str, object]]
