# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

from __future__ import annotations

from .apps import (
    AppsResource as AppsResource,
    AppsResourceWithRawResponse as AppsResourceWithRawResponse,
    AppsResourceWithStreamingResponse as AppsResourceWithStreamingResponse,
    AsyncAppsResource as AsyncAppsResource,
    AsyncAppsResourceWithRawResponse as AsyncAppsResourceWithRawResponse,
    AsyncAppsResourceWithStreamingResponse as AsyncAppsResourceWithStreamingResponse,
)
