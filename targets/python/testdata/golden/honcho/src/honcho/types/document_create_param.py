# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

from __future__ import annotations

from typing import Dict

from typing_extensions import Required, TypedDict


class DocumentCreateParam(TypedDict, total=False):
    """DocumentCreate"""

    content: Required[str]

    metadata: Dict[str, object]
