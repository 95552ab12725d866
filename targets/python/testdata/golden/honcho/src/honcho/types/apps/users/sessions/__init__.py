# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

from __future__ import annotations

from .message import Message as Message
from .message_batch_params import MessageBatchParams as MessageBatchParams
from .message_batch_response import MessageBatchResponse as MessageBatchResponse
from .message_create_params import MessageCreateParams as MessageCreateParams
from .message_get_params import MessageGetParams as MessageGetParams
from .message_list_params import MessageListParams as MessageListParams
from .message_update_params import MessageUpdateParams as MessageUpdateParams
from .page_message import PageMessage as PageMessage
