# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

from __future__ import annotations

from datetime import datetime
from typing import Dict, Optional

from ....._models import BaseModel


class Message(BaseModel):
    """Message"""

    id: str

    content: str

    is_user: bool

    session_id: str

    metadata: Optional[Dict[str, object]] = None

    created_at: datetime

    app_id: str

    user_id: str
