# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

from __future__ import annotations

from typing import Dict, Optional

from typing_extensions import Required, TypedDict


class MetamessageCreateParam(TypedDict, total=False):
    """MetamessageCreate"""

    metamessage_type: Required[str]

    content: Required[str]

    session_id: Optional[str]

    message_id: Optional[str]

    metadata: Dict[str, object]
