# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

from __future__ import annotations

from ...._models import BaseModel


class DialecticResponse(BaseModel):
    """DialecticResponse"""

    content: str
