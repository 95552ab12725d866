# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

from __future__ import annotations

from typing import Optional

from .._models import BaseModel


class Category(BaseModel):
    id: str

    name: str

    parent: Optional[Category] = None


Category.model_rebuild()
