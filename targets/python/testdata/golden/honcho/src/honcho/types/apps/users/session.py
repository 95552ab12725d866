# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

from __future__ import annotations

from datetime import datetime
from typing import Dict, Optional

from ...._models import BaseModel


class Session(BaseModel):
    """Session"""

    id: str

    is_active: bool

    user_id: str

    app_id: str

    metadata: Optional[Dict[str, object]] = None

    created_at: datetime
