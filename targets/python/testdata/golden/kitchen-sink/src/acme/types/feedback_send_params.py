# Copyright Acme, Inc. Licensed under the Apache License 2.0.
# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

from __future__ import annotations

from typing_extensions import TypedDict


class FeedbackSendParams(TypedDict, total=False):
    """Keyword arguments of `client.feedback.send` (`post /forms/feedback`), for building them up front."""

    message: str

    rating: int
