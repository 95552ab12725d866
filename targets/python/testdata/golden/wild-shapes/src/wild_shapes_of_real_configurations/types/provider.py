# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

from __future__ import annotations

from typing import List

from .._models import BaseModel
from .collection import Collection


class Provider(BaseModel):
    key: str

    collections: List[Collection]
