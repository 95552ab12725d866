# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .message import Message as Message
    from .message_batch_params import MessageBatchParams as MessageBatchParams
    from .message_batch_response import MessageBatchResponse as MessageBatchResponse
    from .message_create_params import MessageCreateParams as MessageCreateParams
    from .message_get_params import MessageGetParams as MessageGetParams
    from .message_list_params import MessageListParams as MessageListParams
    from .message_update_params import MessageUpdateParams as MessageUpdateParams
    from .page_message import PageMessage as PageMessage

_exports: dict[str, str] = {
    "Message": ".message",
    "MessageBatchParams": ".message_batch_params",
    "MessageBatchResponse": ".message_batch_response",
    "MessageCreateParams": ".message_create_params",
    "MessageGetParams": ".message_get_params",
    "MessageListParams": ".message_list_params",
    "MessageUpdateParams": ".message_update_params",
    "PageMessage": ".page_message",
}
__all__ = [
    "Message",
    "MessageBatchParams",
    "MessageBatchResponse",
    "MessageCreateParams",
    "MessageGetParams",
    "MessageListParams",
    "MessageUpdateParams",
    "PageMessage",
]


def __getattr__(name: str) -> object:
    if name not in _exports:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(import_module(_exports[name], __name__), name)
    globals()[name] = value
    return value
