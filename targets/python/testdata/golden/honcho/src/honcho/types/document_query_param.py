# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

from __future__ import annotations

from typing import Dict, Optional

from typing_extensions import Required, TypedDict


class DocumentQueryParam(TypedDict, total=False):
    """DocumentQuery"""

    query: Required[str]

    filter: Optional[Dict[str, object]]

    top_k: int
