# Copyright Acme, Inc. Licensed under the Apache License 2.0.
# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

from __future__ import annotations

from .account import Account as Account
from .account_create_param import AccountCreateParam as AccountCreateParam
from .account_create_params import AccountCreateParams as AccountCreateParams
from .account_created_event import AccountCreatedEvent as AccountCreatedEvent
from .account_deleted_event import AccountDeletedEvent as AccountDeletedEvent
from .account_link_params import AccountLinkParams as AccountLinkParams
from .account_list_params import AccountListParams as AccountListParams
from .account_list_response import AccountListResponse as AccountListResponse
from .account_me_response import AccountMeResponse as AccountMeResponse
from .account_retrieve_response import AccountRetrieveResponse as AccountRetrieveResponse
from .account_settings import AccountSettings as AccountSettings
from .account_settings_theme import AccountSettingsTheme as AccountSettingsTheme
from .account_status import AccountStatus as AccountStatus
from .account_update_params import AccountUpdateParams as AccountUpdateParams
from .address import Address as Address
from .address_param import AddressInput as AddressInput
from .api_error import APIError as APIError
from .card import Card as Card
from .card_brand import CardBrand as CardBrand
from .card_list_params import CardListParams as CardListParams
from .card_list_params_sort import CardListParamsSort as CardListParamsSort
from .card_list_response import CardListResponse as CardListResponse
from .cat import Cat as Cat
from .client_ping_response import ClientPingResponse as ClientPingResponse
from .completion import Completion as Completion
from .completion_chunk import CompletionChunk as CompletionChunk
from .completion_create_params import CompletionCreateParams as CompletionCreateParams
from .completion_create_params_messages_param import (
    CompletionCreateParamsMessagesParam as CompletionCreateParamsMessagesParam,
)
from .completion_create_params_messages_role import (
    CompletionCreateParamsMessagesRole as CompletionCreateParamsMessagesRole,
)
from .completion_stream_params import CompletionStreamParams as CompletionStreamParams
from .dog import Dog as Dog
from .empty import Empty as Empty
from .event import Event as Event
from .event_feed_params import EventFeedParams as EventFeedParams
from .event_feed_response import EventFeedResponse as EventFeedResponse
from .event_feed_response_result import EventFeedResponseResult as EventFeedResponseResult
from .event_feed_response_result_paging import EventFeedResponseResultPaging as EventFeedResponseResultPaging
from .event_list_params import EventListParams as EventListParams
from .event_list_response import EventListResponse as EventListResponse
from .feedback_send_params import FeedbackSendParams as FeedbackSendParams
from .file import File as File
from .file_upload_params import FileUploadParams as FileUploadParams
from .file_upload_params_purpose import FileUploadParamsPurpose as FileUploadParamsPurpose
from .friend import Friend as Friend
from .friend_list_params import FriendListParams as FriendListParams
from .friend_list_response import FriendListResponse as FriendListResponse
from .label import Label as Label
from .legacy_report_response import LegacyReportResponse as LegacyReportResponse
from .node import Node as Node
from .not_found_error import NotFoundError as NotFoundError
from .not_found_error_status import NotFoundErrorStatus as NotFoundErrorStatus
from .not_found_error_type import NotFoundErrorType as NotFoundErrorType
from .pet import Pet as Pet
from .rate_limit_error import RateLimitError as RateLimitError
from .rate_limit_error_status import RateLimitErrorStatus as RateLimitErrorStatus
from .rate_limit_error_type import RateLimitErrorType as RateLimitErrorType
from .report import Report as Report
from .report_search_params import ReportSearchParams as ReportSearchParams
from .report_search_response import ReportSearchResponse as ReportSearchResponse
from .search_query_params import SearchQueryParams as SearchQueryParams
from .search_query_params_filter_param import SearchQueryParamsFilterParam as SearchQueryParamsFilterParam
from .search_query_response import SearchQueryResponse as SearchQueryResponse
from .state import State as State
from .status import Status as Status
from .tag import Tag as Tag
from .transaction import Transaction as Transaction
from .transaction_list_params import TransactionListParams as TransactionListParams
from .transaction_list_response import TransactionListResponse as TransactionListResponse
from .webhook_event import WebhookEvent as WebhookEvent
