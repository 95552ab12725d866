# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

from __future__ import annotations

from typing import Dict

from typing_extensions import Required, TypedDict


class MessageCreateParam(TypedDict, total=False):
    """MessageCreate"""

    content: Required[str]

    is_user: Required[bool]

    metadata: Dict[str, object]
