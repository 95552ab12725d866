# Copyright Acme, Inc. Licensed under the Apache License 2.0.
# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

from __future__ import annotations

from typing import Optional

from typing_extensions import Literal

from .._models import BaseModel


class ClientStatusResponse(BaseModel):
    ok: bool

    version: Optional[Literal["v1"]] = None
