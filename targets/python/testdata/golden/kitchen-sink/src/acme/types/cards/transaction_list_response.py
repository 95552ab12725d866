# Copyright Acme, Inc. Licensed under the Apache License 2.0.
# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

from __future__ import annotations

from typing import List, Optional

from ..._models import BaseModel
from .transaction import Transaction


class TransactionListResponse(BaseModel):
    data: Optional[List[Transaction]] = None

    page: Optional[int] = None

    total_pages: Optional[int] = None
