# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

from __future__ import annotations

from typing import Dict

from typing_extensions import TypedDict


class SessionCreateParam(TypedDict, total=False):
    """SessionCreate"""

    metadata: Dict[str, object]
