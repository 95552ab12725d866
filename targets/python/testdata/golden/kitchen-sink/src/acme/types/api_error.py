# Copyright Acme, Inc. Licensed under the Apache License 2.0.
# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

from __future__ import annotations

from typing import Union

from .not_found_error import NotFoundError
from .rate_limit_error import RateLimitError

APIError = Union[NotFoundError, RateLimitError]
