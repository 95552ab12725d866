# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

from __future__ import annotations

from .apps.apps import (
    AppsResource as AppsResource,
    AppsResourceWithRawResponse as AppsResourceWithRawResponse,
    AppsResourceWithStreamingResponse as AppsResourceWithStreamingResponse,
    AsyncAppsResource as AsyncAppsResource,
    AsyncAppsResourceWithRawResponse as AsyncAppsResourceWithRawResponse,
    AsyncAppsResourceWithStreamingResponse as AsyncAppsResourceWithStreamingResponse,
)
from .keys import (
    AsyncKeysResource as AsyncKeysResource,
    AsyncKeysResourceWithRawResponse as AsyncKeysResourceWithRawResponse,
    AsyncKeysResourceWithStreamingResponse as AsyncKeysResourceWithStreamingResponse,
    KeysResource as KeysResource,
    KeysResourceWithRawResponse as KeysResourceWithRawResponse,
    KeysResourceWithStreamingResponse as KeysResourceWithStreamingResponse,
)
