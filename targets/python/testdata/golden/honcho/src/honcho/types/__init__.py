# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

from __future__ import annotations

from .app import App as App
from .app_create_param import AppCreateParam as AppCreateParam
from .app_create_params import AppCreateParams as AppCreateParams
from .app_get_params import AppGetParams as AppGetParams
from .app_list_params import AppListParams as AppListParams
from .app_update_param import AppUpdateParam as AppUpdateParam
from .app_update_params import AppUpdateParams as AppUpdateParams
from .collection_create_param import CollectionCreateParam as CollectionCreateParam
from .collection_update_param import CollectionUpdateParam as CollectionUpdateParam
from .dialectic_options_param import DialecticOptionsParam as DialecticOptionsParam
from .dialectic_options_queries import DialecticOptionsQueries as DialecticOptionsQueries
from .document_create_param import DocumentCreateParam as DocumentCreateParam
from .document_query_param import DocumentQueryParam as DocumentQueryParam
from .document_update_param import DocumentUpdateParam as DocumentUpdateParam
from .key_create_params import KeyCreateParams as KeyCreateParams
from .key_create_response import KeyCreateResponse as KeyCreateResponse
from .message_batch_create_param import MessageBatchCreateParam as MessageBatchCreateParam
from .message_create_param import MessageCreateParam as MessageCreateParam
from .message_update_param import MessageUpdateParam as MessageUpdateParam
from .metamessage_create_param import MetamessageCreateParam as MetamessageCreateParam
from .metamessage_update_param import MetamessageUpdateParam as MetamessageUpdateParam
from .page_app import PageApp as PageApp
from .session_create_param import SessionCreateParam as SessionCreateParam
from .session_update_param import SessionUpdateParam as SessionUpdateParam
from .user_create_param import UserCreateParam as UserCreateParam
from .user_update_param import UserUpdateParam as UserUpdateParam
