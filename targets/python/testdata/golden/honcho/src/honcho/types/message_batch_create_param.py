# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

from __future__ import annotations

from typing import Sequence

from typing_extensions import Required, TypedDict

from .message_create_param import MessageCreateParam


class MessageBatchCreateParam(TypedDict, total=False):
    """Schema for batch message creation with a max of 100 messages"""

    messages: Required[Sequence[MessageCreateParam]]
