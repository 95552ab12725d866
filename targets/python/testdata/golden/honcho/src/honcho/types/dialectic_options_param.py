# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

from __future__ import annotations

from typing_extensions import Required, TypedDict

from .dialectic_options_queries import DialecticOptionsQueries


class DialecticOptionsParam(TypedDict, total=False):
    """DialecticOptions"""

    queries: Required[DialecticOptionsQueries]

    stream: bool
