# Copyright Acme, Inc. Licensed under the Apache License 2.0.
# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

from __future__ import annotations

from .cards import (
    AsyncCardsResource as AsyncCardsResource,
    AsyncCardsResourceWithRawResponse as AsyncCardsResourceWithRawResponse,
    AsyncCardsResourceWithStreamingResponse as AsyncCardsResourceWithStreamingResponse,
    CardsResource as CardsResource,
    CardsResourceWithRawResponse as CardsResourceWithRawResponse,
    CardsResourceWithStreamingResponse as CardsResourceWithStreamingResponse,
)
from .transactions import (
    AsyncTransactionsResource as AsyncTransactionsResource,
    AsyncTransactionsResourceWithRawResponse as AsyncTransactionsResourceWithRawResponse,
    AsyncTransactionsResourceWithStreamingResponse as AsyncTransactionsResourceWithStreamingResponse,
    TransactionsResource as TransactionsResource,
    TransactionsResourceWithRawResponse as TransactionsResourceWithRawResponse,
    TransactionsResourceWithStreamingResponse as TransactionsResourceWithStreamingResponse,
)
