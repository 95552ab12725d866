# Copyright Acme, Inc. Licensed under the Apache License 2.0.
# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

from __future__ import annotations

from typing import Optional

from .._models import BaseModel
from .event_feed_response_result import EventFeedResponseResult


class EventFeedResponse(BaseModel):
    result: Optional[EventFeedResponseResult] = None
