# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

from __future__ import annotations

from typing import Dict, Optional

from typing_extensions import TypedDict


class AppUpdateParams(TypedDict, total=False):
    """Keyword arguments of `client.apps.update` (`put /v1/apps/{app_id}`), for building them up front."""

    name: Optional[str]

    metadata: Optional[Dict[str, object]]
