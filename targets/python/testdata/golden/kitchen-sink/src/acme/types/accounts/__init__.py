# Copyright Acme, Inc. Licensed under the Apache License 2.0.
# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

from __future__ import annotations

from .friend import Friend as Friend
from .friend_list_params import FriendListParams as FriendListParams
from .friend_list_response import FriendListResponse as FriendListResponse
