# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

from __future__ import annotations

from .metamessages import (
    AsyncMetamessagesResource as AsyncMetamessagesResource,
    AsyncMetamessagesResourceWithRawResponse as AsyncMetamessagesResourceWithRawResponse,
    AsyncMetamessagesResourceWithStreamingResponse as AsyncMetamessagesResourceWithStreamingResponse,
    MetamessagesResource as MetamessagesResource,
    MetamessagesResourceWithRawResponse as MetamessagesResourceWithRawResponse,
    MetamessagesResourceWithStreamingResponse as MetamessagesResourceWithStreamingResponse,
)
from .users import (
    AsyncUsersResource as AsyncUsersResource,
    AsyncUsersResourceWithRawResponse as AsyncUsersResourceWithRawResponse,
    AsyncUsersResourceWithStreamingResponse as AsyncUsersResourceWithStreamingResponse,
    UsersResource as UsersResource,
    UsersResourceWithRawResponse as UsersResourceWithRawResponse,
    UsersResourceWithStreamingResponse as UsersResourceWithStreamingResponse,
)
