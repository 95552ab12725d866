# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .collection import Collection as Collection
    from .collection_create_params import CollectionCreateParams as CollectionCreateParams
    from .collection_delete_params import CollectionDeleteParams as CollectionDeleteParams
    from .collection_delete_response import CollectionDeleteResponse as CollectionDeleteResponse
    from .collection_get_by_name_params import CollectionGetByNameParams as CollectionGetByNameParams
    from .collection_get_params import CollectionGetParams as CollectionGetParams
    from .collection_list_params import CollectionListParams as CollectionListParams
    from .collection_update_params import CollectionUpdateParams as CollectionUpdateParams
    from .dialectic_response import DialecticResponse as DialecticResponse
    from .metamessage import Metamessage as Metamessage
    from .metamessage_create_params import MetamessageCreateParams as MetamessageCreateParams
    from .metamessage_get_params import MetamessageGetParams as MetamessageGetParams
    from .metamessage_list_params import MetamessageListParams as MetamessageListParams
    from .metamessage_update_params import MetamessageUpdateParams as MetamessageUpdateParams
    from .page_collection import PageCollection as PageCollection
    from .page_metamessage import PageMetamessage as PageMetamessage
    from .page_session import PageSession as PageSession
    from .session import Session as Session
    from .session_chat_params import SessionChatParams as SessionChatParams
    from .session_clone_params import SessionCloneParams as SessionCloneParams
    from .session_create_params import SessionCreateParams as SessionCreateParams
    from .session_delete_params import SessionDeleteParams as SessionDeleteParams
    from .session_delete_response import SessionDeleteResponse as SessionDeleteResponse
    from .session_get_params import SessionGetParams as SessionGetParams
    from .session_list_params import SessionListParams as SessionListParams
    from .session_update_params import SessionUpdateParams as SessionUpdateParams

_exports: dict[str, str] = {
    "Collection": ".collection",
    "CollectionCreateParams": ".collection_create_params",
    "CollectionDeleteParams": ".collection_delete_params",
    "CollectionDeleteResponse": ".collection_delete_response",
    "CollectionGetByNameParams": ".collection_get_by_name_params",
    "CollectionGetParams": ".collection_get_params",
    "CollectionListParams": ".collection_list_params",
    "CollectionUpdateParams": ".collection_update_params",
    "DialecticResponse": ".dialectic_response",
    "Metamessage": ".metamessage",
    "MetamessageCreateParams": ".metamessage_create_params",
    "MetamessageGetParams": ".metamessage_get_params",
    "MetamessageListParams": ".metamessage_list_params",
    "MetamessageUpdateParams": ".metamessage_update_params",
    "PageCollection": ".page_collection",
    "PageMetamessage": ".page_metamessage",
    "PageSession": ".page_session",
    "Session": ".session",
    "SessionChatParams": ".session_chat_params",
    "SessionCloneParams": ".session_clone_params",
    "SessionCreateParams": ".session_create_params",
    "SessionDeleteParams": ".session_delete_params",
    "SessionDeleteResponse": ".session_delete_response",
    "SessionGetParams": ".session_get_params",
    "SessionListParams": ".session_list_params",
    "SessionUpdateParams": ".session_update_params",
}
__all__ = [
    "Collection",
    "CollectionCreateParams",
    "CollectionDeleteParams",
    "CollectionDeleteResponse",
    "CollectionGetByNameParams",
    "CollectionGetParams",
    "CollectionListParams",
    "CollectionUpdateParams",
    "DialecticResponse",
    "Metamessage",
    "MetamessageCreateParams",
    "MetamessageGetParams",
    "MetamessageListParams",
    "MetamessageUpdateParams",
    "PageCollection",
    "PageMetamessage",
    "PageSession",
    "Session",
    "SessionChatParams",
    "SessionCloneParams",
    "SessionCreateParams",
    "SessionDeleteParams",
    "SessionDeleteResponse",
    "SessionGetParams",
    "SessionListParams",
    "SessionUpdateParams",
]


def __getattr__(name: str) -> object:
    if name not in _exports:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(import_module(_exports[name], __name__), name)
    globals()[name] = value
    return value
