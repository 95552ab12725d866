# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

from __future__ import annotations

from .document import Document as Document
from .document_create_params import DocumentCreateParams as DocumentCreateParams
from .document_delete_params import DocumentDeleteParams as DocumentDeleteParams
from .document_delete_response import DocumentDeleteResponse as DocumentDeleteResponse
from .document_get_params import DocumentGetParams as DocumentGetParams
from .document_list_params import DocumentListParams as DocumentListParams
from .document_query_params import DocumentQueryParams as DocumentQueryParams
from .document_query_response import DocumentQueryResponse as DocumentQueryResponse
from .document_update_params import DocumentUpdateParams as DocumentUpdateParams
from .page_document import PageDocument as PageDocument
