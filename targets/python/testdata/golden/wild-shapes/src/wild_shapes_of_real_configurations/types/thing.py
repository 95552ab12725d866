# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

from __future__ import annotations

from datetime import datetime
from typing import Optional

from .._models import BaseModel
from .thing_kind import ThingKind


class Thing(BaseModel):
    id: str

    created_at: datetime

    kind: Optional[ThingKind] = None

    note: Optional[str] = None
