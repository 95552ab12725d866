# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

from __future__ import annotations

from datetime import datetime
from typing import Dict, Optional

from ....._models import BaseModel


class Document(BaseModel):
    """Document"""

    id: str

    content: str

    metadata: Optional[Dict[str, object]] = None

    created_at: datetime

    collection_id: str

    app_id: str

    user_id: str
