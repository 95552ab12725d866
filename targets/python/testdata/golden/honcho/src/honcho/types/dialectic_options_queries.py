# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

from __future__ import annotations

from typing import List, Union

# Queries
DialecticOptionsQueries = Union[str, List[str]]
