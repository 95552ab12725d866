# Copyright Acme, Inc. Licensed under the Apache License 2.0.
# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

from __future__ import annotations

from .chat import (
    AsyncChatResource as AsyncChatResource,
    AsyncChatResourceWithRawResponse as AsyncChatResourceWithRawResponse,
    AsyncChatResourceWithStreamingResponse as AsyncChatResourceWithStreamingResponse,
    ChatResource as ChatResource,
    ChatResourceWithRawResponse as ChatResourceWithRawResponse,
    ChatResourceWithStreamingResponse as ChatResourceWithStreamingResponse,
)
from .completions import (
    AsyncCompletionsResource as AsyncCompletionsResource,
    AsyncCompletionsResourceWithRawResponse as AsyncCompletionsResourceWithRawResponse,
    AsyncCompletionsResourceWithStreamingResponse as AsyncCompletionsResourceWithStreamingResponse,
    CompletionsResource as CompletionsResource,
    CompletionsResourceWithRawResponse as CompletionsResourceWithRawResponse,
    CompletionsResourceWithStreamingResponse as CompletionsResourceWithStreamingResponse,
)
