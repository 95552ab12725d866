# Copyright Acme, Inc. Licensed under the Apache License 2.0.
# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

from __future__ import annotations

from .completion import Completion as Completion
from .completion_chunk import CompletionChunk as CompletionChunk
from .completion_create_params import CompletionCreateParams as CompletionCreateParams
from .completion_create_params_messages_param import (
    CompletionCreateParamsMessagesParam as CompletionCreateParamsMessagesParam,
)
from .completion_create_params_messages_role import (
    CompletionCreateParamsMessagesRole as CompletionCreateParamsMessagesRole,
)
from .completion_stream_params import CompletionStreamParams as CompletionStreamParams
