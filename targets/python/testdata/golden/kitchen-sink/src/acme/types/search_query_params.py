# Copyright Acme, Inc. Licensed under the Apache License 2.0.
# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

from __future__ import annotations

from typing import List

from typing_extensions import Required, TypedDict

from .search_query_params_filter_param import SearchQueryParamsFilterParam


class SearchQueryParams(TypedDict, total=False):
    """Keyword arguments of `client.search.query` (`get /search`), for building them up front."""

    search_query: Required[str]

    filter: SearchQueryParamsFilterParam

    tags: List[str]
