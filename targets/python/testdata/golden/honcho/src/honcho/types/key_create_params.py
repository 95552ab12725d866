# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

from __future__ import annotations

from datetime import datetime
from typing import Optional, Union

from typing_extensions import TypedDict


class KeyCreateParams(TypedDict, total=False):
    """Keyword arguments of `client.keys.create` (`post /v1/keys`), for building them up front."""

    app_id: Optional[str]
    """ID of the app to scope the key to"""

    user_id: Optional[str]
    """ID of the user to scope the key to"""

    session_id: Optional[str]
    """ID of the session to scope the key to"""

    collection_id: Optional[str]
    """ID of the collection to scope the key to"""

    expires_at: Optional[Union[str, datetime]]
