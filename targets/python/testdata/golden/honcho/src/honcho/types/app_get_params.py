# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

from __future__ import annotations

from typing import Optional

from typing_extensions import TypedDict


class AppGetParams(TypedDict, total=False):
    """Keyword arguments of `client.apps.get` (`get /v1/apps`), for building them up front."""

    app_id: Optional[str]
    """App ID to retrieve. If not provided, uses JWT token"""
