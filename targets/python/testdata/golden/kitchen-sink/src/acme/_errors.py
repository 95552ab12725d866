# Copyright Acme, Inc. Licensed under the Apache License 2.0.
# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

from __future__ import annotations

from ._exceptions import APIStatusError


class ACMENotFoundError(APIStatusError):
    """The API answered with an error whose `type` is `not_found`."""


class RateLimitExceededError(APIStatusError):
    """The API answered with an error whose `type` is `rate_limited`."""
