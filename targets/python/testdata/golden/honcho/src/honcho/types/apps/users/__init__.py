# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

from __future__ import annotations

from .collection import Collection as Collection
from .collection_create_params import CollectionCreateParams as CollectionCreateParams
from .collection_delete_params import CollectionDeleteParams as CollectionDeleteParams
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
from .session_get_params import SessionGetParams as SessionGetParams
from .session_list_params import SessionListParams as SessionListParams
from .session_update_params import SessionUpdateParams as SessionUpdateParams
