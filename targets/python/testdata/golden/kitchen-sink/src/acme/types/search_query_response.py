# Copyright Acme, Inc. Licensed under the Apache License 2.0.
# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

from __future__ import annotations

from typing import List

from .search_query_response_item import SearchQueryResponseItem

SearchQueryResponse = List[SearchQueryResponseItem]
