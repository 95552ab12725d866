# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

from __future__ import annotations

from datetime import datetime
from typing import Dict, Optional

from ...._models import BaseModel


class Metamessage(BaseModel):
    """Metamessage"""

    id: str

    label: str

    content: str

    user_id: str

    app_id: str

    session_id: Optional[str] = None

    message_id: Optional[str] = None

    metadata: Optional[Dict[str, object]] = None

    created_at: datetime

    metamessage_type: str
