# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

from __future__ import annotations

from typing import Dict, Optional

from typing_extensions import TypedDict


class MetamessageUpdateParam(TypedDict, total=False):
    """MetamessageUpdate"""

    session_id: Optional[str]

    message_id: Optional[str]

    metamessage_type: Optional[str]

    metadata: Optional[Dict[str, object]]
