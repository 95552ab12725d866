# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

from __future__ import annotations

from typing import Dict, Optional

from typing_extensions import Required, TypedDict


class DocumentQueryParams(TypedDict, total=False):
    """Keyword arguments of `client.apps.users.collections.documents.query` (`post /v1/apps/{app_id}/users/{user_id}/collections/{collection_id}/documents/query`), for building them up front."""

    app_id: Required[str]
    """ID of the app"""

    user_id: Required[str]
    """ID of the user"""

    query: Required[str]

    filter: Optional[Dict[str, object]]

    top_k: int
