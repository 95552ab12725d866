# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

from __future__ import annotations

from typing import Dict

from typing_extensions import Required, TypedDict


class UserCreateParams(TypedDict, total=False):
    """Keyword arguments of `client.apps.users.create` (`post /v1/apps/{app_id}/users`), for building them up front."""

    name: Required[str]

    metadata: Dict[str, object]
