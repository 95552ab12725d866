# Copyright Acme, Inc. Licensed under the Apache License 2.0.
# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

from __future__ import annotations

from typing import Optional

from .._models import BaseModel
from .rate_limit_error_status import RateLimitErrorStatus
from .rate_limit_error_type import RateLimitErrorType


class RateLimitError(BaseModel):
    type: RateLimitErrorType

    status: RateLimitErrorStatus

    message: str

    retry_after: Optional[int] = None
