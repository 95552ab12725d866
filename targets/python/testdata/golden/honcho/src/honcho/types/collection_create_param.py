# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

from __future__ import annotations

from typing import Dict

from typing_extensions import Required, TypedDict


class CollectionCreateParam(TypedDict, total=False):
    """CollectionCreate"""

    name: Required[str]

    metadata: Dict[str, object]
