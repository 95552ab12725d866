# Copyright Acme, Inc. Licensed under the Apache License 2.0.
# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

from __future__ import annotations

from .transaction import Transaction as Transaction
from .transaction_list_params import TransactionListParams as TransactionListParams
from .transaction_list_response import TransactionListResponse as TransactionListResponse
