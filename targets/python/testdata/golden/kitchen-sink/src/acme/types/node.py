# Copyright Acme, Inc. Licensed under the Apache License 2.0.
# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

from __future__ import annotations

from typing import List, Optional

from .._models import BaseModel


class Node(BaseModel):
    value: Optional[str] = None

    children: Optional[List[Node]] = None


Node.model_rebuild()
