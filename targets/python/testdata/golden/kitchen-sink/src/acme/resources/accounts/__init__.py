# Copyright Acme, Inc. Licensed under the Apache License 2.0.
# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

from __future__ import annotations

from .accounts import (
    AccountsResource as AccountsResource,
    AccountsResourceWithRawResponse as AccountsResourceWithRawResponse,
    AccountsResourceWithStreamingResponse as AccountsResourceWithStreamingResponse,
    AsyncAccountsResource as AsyncAccountsResource,
    AsyncAccountsResourceWithRawResponse as AsyncAccountsResourceWithRawResponse,
    AsyncAccountsResourceWithStreamingResponse as AsyncAccountsResourceWithStreamingResponse,
)
from .friends import (
    AsyncFriendsResource as AsyncFriendsResource,
    AsyncFriendsResourceWithRawResponse as AsyncFriendsResourceWithRawResponse,
    AsyncFriendsResourceWithStreamingResponse as AsyncFriendsResourceWithStreamingResponse,
    FriendsResource as FriendsResource,
    FriendsResourceWithRawResponse as FriendsResourceWithRawResponse,
    FriendsResourceWithStreamingResponse as FriendsResourceWithStreamingResponse,
)
