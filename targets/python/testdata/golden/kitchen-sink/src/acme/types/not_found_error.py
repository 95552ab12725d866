# Copyright Acme, Inc. Licensed under the Apache License 2.0.
# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

from __future__ import annotations

from .._models import BaseModel
from .not_found_error_status import NotFoundErrorStatus
from .not_found_error_type import NotFoundErrorType


class NotFoundError(BaseModel):
    type: NotFoundErrorType

    status: NotFoundErrorStatus

    message: str
