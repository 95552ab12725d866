# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

from __future__ import annotations

from .messages import (
    AsyncMessagesResource as AsyncMessagesResource,
    AsyncMessagesResourceWithRawResponse as AsyncMessagesResourceWithRawResponse,
    AsyncMessagesResourceWithStreamingResponse as AsyncMessagesResourceWithStreamingResponse,
    MessagesResource as MessagesResource,
    MessagesResourceWithRawResponse as MessagesResourceWithRawResponse,
    MessagesResourceWithStreamingResponse as MessagesResourceWithStreamingResponse,
)
from .sessions import (
    AsyncSessionsResource as AsyncSessionsResource,
    AsyncSessionsResourceWithRawResponse as AsyncSessionsResourceWithRawResponse,
    AsyncSessionsResourceWithStreamingResponse as AsyncSessionsResourceWithStreamingResponse,
    SessionsResource as SessionsResource,
    SessionsResourceWithRawResponse as SessionsResourceWithRawResponse,
    SessionsResourceWithStreamingResponse as SessionsResourceWithStreamingResponse,
)
