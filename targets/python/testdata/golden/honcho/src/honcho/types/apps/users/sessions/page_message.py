# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

from __future__ import annotations

from typing import List, Optional

from ....._models import BaseModel
from .message import Message


class PageMessage(BaseModel):
    """Page[Message]"""

    items: List[Message]

    total: int

    page: int

    size: int

    pages: Optional[int] = None
