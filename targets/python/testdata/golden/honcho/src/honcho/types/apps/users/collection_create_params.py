# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

from __future__ import annotations

from typing import Dict

from typing_extensions import Required, TypedDict


class CollectionCreateParams(TypedDict, total=False):
    """Keyword arguments of `client.apps.users.collections.create` (`post /v1/apps/{app_id}/users/{user_id}/collections`), for building them up front."""

    app_id: Required[str]
    """ID of the app"""

    name: Required[str]

    metadata: Dict[str, object]
