# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

from __future__ import annotations

from typing import Dict

from typing_extensions import Required, TypedDict


class DocumentCreateParams(TypedDict, total=False):
    """Keyword arguments of `client.apps.users.collections.documents.create` (`post /v1/apps/{app_id}/users/{user_id}/collections/{collection_id}/documents`), for building them up front."""

    app_id: Required[str]
    """ID of the app"""

    user_id: Required[str]
    """ID of the user"""

    content: Required[str]

    metadata: Dict[str, object]
