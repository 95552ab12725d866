# Copyright Acme, Inc. Licensed under the Apache License 2.0.
# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

from __future__ import annotations

from typing_extensions import Required, TypedDict


class CompletionStreamParams(TypedDict, total=False):
    """Keyword arguments of `client.chat.completions.stream` (`post /chat/stream`), for building them up front."""

    prompt: Required[str]
