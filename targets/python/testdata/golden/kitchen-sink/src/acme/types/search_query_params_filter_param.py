# Copyright Acme, Inc. Licensed under the Apache License 2.0.
# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

from __future__ import annotations

from datetime import datetime
from typing import Union

from typing_extensions import TypedDict


class SearchQueryParamsFilterParam(TypedDict, total=False):
    created_after: Union[str, datetime]

    owner: str
