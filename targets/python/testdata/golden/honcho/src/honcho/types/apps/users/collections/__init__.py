# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING

if TYPE_CHECKING:
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

_exports: dict[str, str] = {
    "Document": ".document",
    "DocumentCreateParams": ".document_create_params",
    "DocumentDeleteParams": ".document_delete_params",
    "DocumentDeleteResponse": ".document_delete_response",
    "DocumentGetParams": ".document_get_params",
    "DocumentListParams": ".document_list_params",
    "DocumentQueryParams": ".document_query_params",
    "DocumentQueryResponse": ".document_query_response",
    "DocumentUpdateParams": ".document_update_params",
    "PageDocument": ".page_document",
}
__all__ = [
    "Document",
    "DocumentCreateParams",
    "DocumentDeleteParams",
    "DocumentDeleteResponse",
    "DocumentGetParams",
    "DocumentListParams",
    "DocumentQueryParams",
    "DocumentQueryResponse",
    "DocumentUpdateParams",
    "PageDocument",
]


def __getattr__(name: str) -> object:
    if name not in _exports:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(import_module(_exports[name], __name__), name)
    globals()[name] = value
    return value
