# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

from __future__ import annotations

from datetime import datetime
from typing import Dict, Optional

from .._models import BaseModel


class App(BaseModel):
    """App"""

    id: str

    name: str

    metadata: Optional[Dict[str, object]] = None

    created_at: datetime
