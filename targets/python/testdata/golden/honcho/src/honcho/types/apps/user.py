# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

from __future__ import annotations

from datetime import datetime
from typing import Dict, Optional

from ..._models import BaseModel


class User(BaseModel):
    """User"""

    id: str

    name: str

    app_id: str

    created_at: datetime

    metadata: Optional[Dict[str, object]] = None
