# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

from __future__ import annotations

from typing import List, Optional

from ...._models import BaseModel
from .session import Session


class PageSession(BaseModel):
    """Page[Session]"""

    items: List[Session]

    total: int

    page: int

    size: int

    pages: Optional[int] = None
