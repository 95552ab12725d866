# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

from __future__ import annotations

from typing import Dict, Optional

from typing_extensions import TypedDict


class AppUpdateParam(TypedDict, total=False):
    """AppUpdate"""

    name: Optional[str]

    metadata: Optional[Dict[str, object]]
