# Copyright Acme, Inc. Licensed under the Apache License 2.0.
# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

from __future__ import annotations

from .accounts.accounts import (
    AccountsResource as AccountsResource,
    AccountsResourceWithRawResponse as AccountsResourceWithRawResponse,
    AccountsResourceWithStreamingResponse as AccountsResourceWithStreamingResponse,
    AsyncAccountsResource as AsyncAccountsResource,
    AsyncAccountsResourceWithRawResponse as AsyncAccountsResourceWithRawResponse,
    AsyncAccountsResourceWithStreamingResponse as AsyncAccountsResourceWithStreamingResponse,
)
from .cards.cards import (
    AsyncCardsResource as AsyncCardsResource,
    AsyncCardsResourceWithRawResponse as AsyncCardsResourceWithRawResponse,
    AsyncCardsResourceWithStreamingResponse as AsyncCardsResourceWithStreamingResponse,
    CardsResource as CardsResource,
    CardsResourceWithRawResponse as CardsResourceWithRawResponse,
    CardsResourceWithStreamingResponse as CardsResourceWithStreamingResponse,
)
from .chat.chat import (
    AsyncChatResource as AsyncChatResource,
    AsyncChatResourceWithRawResponse as AsyncChatResourceWithRawResponse,
    AsyncChatResourceWithStreamingResponse as AsyncChatResourceWithStreamingResponse,
    ChatResource as ChatResource,
    ChatResourceWithRawResponse as ChatResourceWithRawResponse,
    ChatResourceWithStreamingResponse as ChatResourceWithStreamingResponse,
)
from .events import (
    AsyncEventsResource as AsyncEventsResource,
    AsyncEventsResourceWithRawResponse as AsyncEventsResourceWithRawResponse,
    AsyncEventsResourceWithStreamingResponse as AsyncEventsResourceWithStreamingResponse,
    EventsResource as EventsResource,
    EventsResourceWithRawResponse as EventsResourceWithRawResponse,
    EventsResourceWithStreamingResponse as EventsResourceWithStreamingResponse,
)
from .feedback import (
    AsyncFeedbackResource as AsyncFeedbackResource,
    AsyncFeedbackResourceWithRawResponse as AsyncFeedbackResourceWithRawResponse,
    AsyncFeedbackResourceWithStreamingResponse as AsyncFeedbackResourceWithStreamingResponse,
    FeedbackResource as FeedbackResource,
    FeedbackResourceWithRawResponse as FeedbackResourceWithRawResponse,
    FeedbackResourceWithStreamingResponse as FeedbackResourceWithStreamingResponse,
)
from .files import (
    AsyncFilesResource as AsyncFilesResource,
    AsyncFilesResourceWithRawResponse as AsyncFilesResourceWithRawResponse,
    AsyncFilesResourceWithStreamingResponse as AsyncFilesResourceWithStreamingResponse,
    FilesResource as FilesResource,
    FilesResourceWithRawResponse as FilesResourceWithRawResponse,
    FilesResourceWithStreamingResponse as FilesResourceWithStreamingResponse,
)
from .internal_tools import (
    AsyncInternalToolsResource as AsyncInternalToolsResource,
    AsyncInternalToolsResourceWithRawResponse as AsyncInternalToolsResourceWithRawResponse,
    AsyncInternalToolsResourceWithStreamingResponse as AsyncInternalToolsResourceWithStreamingResponse,
    InternalToolsResource as InternalToolsResource,
    InternalToolsResourceWithRawResponse as InternalToolsResourceWithRawResponse,
    InternalToolsResourceWithStreamingResponse as InternalToolsResourceWithStreamingResponse,
)
from .legacy import (
    AsyncLegacyResource as AsyncLegacyResource,
    AsyncLegacyResourceWithRawResponse as AsyncLegacyResourceWithRawResponse,
    AsyncLegacyResourceWithStreamingResponse as AsyncLegacyResourceWithStreamingResponse,
    LegacyResource as LegacyResource,
    LegacyResourceWithRawResponse as LegacyResourceWithRawResponse,
    LegacyResourceWithStreamingResponse as LegacyResourceWithStreamingResponse,
)
from .pets import (
    AsyncPetsResource as AsyncPetsResource,
    AsyncPetsResourceWithRawResponse as AsyncPetsResourceWithRawResponse,
    AsyncPetsResourceWithStreamingResponse as AsyncPetsResourceWithStreamingResponse,
    PetsResource as PetsResource,
    PetsResourceWithRawResponse as PetsResourceWithRawResponse,
    PetsResourceWithStreamingResponse as PetsResourceWithStreamingResponse,
)
from .reports import (
    AsyncReportsResource as AsyncReportsResource,
    AsyncReportsResourceWithRawResponse as AsyncReportsResourceWithRawResponse,
    AsyncReportsResourceWithStreamingResponse as AsyncReportsResourceWithStreamingResponse,
    ReportsResource as ReportsResource,
    ReportsResourceWithRawResponse as ReportsResourceWithRawResponse,
    ReportsResourceWithStreamingResponse as ReportsResourceWithStreamingResponse,
)
from .search import (
    AsyncSearchResource as AsyncSearchResource,
    AsyncSearchResourceWithRawResponse as AsyncSearchResourceWithRawResponse,
    AsyncSearchResourceWithStreamingResponse as AsyncSearchResourceWithStreamingResponse,
    SearchResource as SearchResource,
    SearchResourceWithRawResponse as SearchResourceWithRawResponse,
    SearchResourceWithStreamingResponse as SearchResourceWithStreamingResponse,
)
from .tags import (
    AsyncTagsResource as AsyncTagsResource,
    AsyncTagsResourceWithRawResponse as AsyncTagsResourceWithRawResponse,
    AsyncTagsResourceWithStreamingResponse as AsyncTagsResourceWithStreamingResponse,
    TagsResource as TagsResource,
    TagsResourceWithRawResponse as TagsResourceWithRawResponse,
    TagsResourceWithStreamingResponse as TagsResourceWithStreamingResponse,
)
from .trees import (
    AsyncTreesResource as AsyncTreesResource,
    AsyncTreesResourceWithRawResponse as AsyncTreesResourceWithRawResponse,
    AsyncTreesResourceWithStreamingResponse as AsyncTreesResourceWithStreamingResponse,
    TreesResource as TreesResource,
    TreesResourceWithRawResponse as TreesResourceWithRawResponse,
    TreesResourceWithStreamingResponse as TreesResourceWithStreamingResponse,
)
from .webhooks import (
    AsyncWebhooksResource as AsyncWebhooksResource,
    AsyncWebhooksResourceWithRawResponse as AsyncWebhooksResourceWithRawResponse,
    AsyncWebhooksResourceWithStreamingResponse as AsyncWebhooksResourceWithStreamingResponse,
    WebhooksResource as WebhooksResource,
    WebhooksResourceWithRawResponse as WebhooksResourceWithRawResponse,
    WebhooksResourceWithStreamingResponse as WebhooksResourceWithStreamingResponse,
)
