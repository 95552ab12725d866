# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

from __future__ import annotations

from .categories import (
    AsyncCategoriesResource as AsyncCategoriesResource,
    AsyncCategoriesResourceWithRawResponse as AsyncCategoriesResourceWithRawResponse,
    AsyncCategoriesResourceWithStreamingResponse as AsyncCategoriesResourceWithStreamingResponse,
    CategoriesResource as CategoriesResource,
    CategoriesResourceWithRawResponse as CategoriesResourceWithRawResponse,
    CategoriesResourceWithStreamingResponse as CategoriesResourceWithStreamingResponse,
)
from .providers import (
    AsyncProvidersResource as AsyncProvidersResource,
    AsyncProvidersResourceWithRawResponse as AsyncProvidersResourceWithRawResponse,
    AsyncProvidersResourceWithStreamingResponse as AsyncProvidersResourceWithStreamingResponse,
    ProvidersResource as ProvidersResource,
    ProvidersResourceWithRawResponse as ProvidersResourceWithRawResponse,
    ProvidersResourceWithStreamingResponse as ProvidersResourceWithStreamingResponse,
)
from .things import (
    AsyncThingsResource as AsyncThingsResource,
    AsyncThingsResourceWithRawResponse as AsyncThingsResourceWithRawResponse,
    AsyncThingsResourceWithStreamingResponse as AsyncThingsResourceWithStreamingResponse,
    ThingsResource as ThingsResource,
    ThingsResourceWithRawResponse as ThingsResourceWithRawResponse,
    ThingsResourceWithStreamingResponse as ThingsResourceWithStreamingResponse,
)
