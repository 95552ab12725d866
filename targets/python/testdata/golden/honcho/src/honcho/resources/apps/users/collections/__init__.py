# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

from __future__ import annotations

from .collections import (
    AsyncCollectionsResource as AsyncCollectionsResource,
    AsyncCollectionsResourceWithRawResponse as AsyncCollectionsResourceWithRawResponse,
    AsyncCollectionsResourceWithStreamingResponse as AsyncCollectionsResourceWithStreamingResponse,
    CollectionsResource as CollectionsResource,
    CollectionsResourceWithRawResponse as CollectionsResourceWithRawResponse,
    CollectionsResourceWithStreamingResponse as CollectionsResourceWithStreamingResponse,
)
from .documents import (
    AsyncDocumentsResource as AsyncDocumentsResource,
    AsyncDocumentsResourceWithRawResponse as AsyncDocumentsResourceWithRawResponse,
    AsyncDocumentsResourceWithStreamingResponse as AsyncDocumentsResourceWithStreamingResponse,
    DocumentsResource as DocumentsResource,
    DocumentsResourceWithRawResponse as DocumentsResourceWithRawResponse,
    DocumentsResourceWithStreamingResponse as DocumentsResourceWithStreamingResponse,
)
