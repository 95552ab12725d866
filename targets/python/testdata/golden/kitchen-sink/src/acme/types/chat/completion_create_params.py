# Copyright Acme, Inc. Licensed under the Apache License 2.0.
# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

from __future__ import annotations

from typing import Sequence, Union

from typing_extensions import Literal, Required, TypedDict

from .completion_create_params_messages_param import CompletionCreateParamsMessagesParam


class CompletionCreateParamsBase(TypedDict, total=False):
    """Keyword arguments of `client.chat.completions.create` (`post /chat/completions`), for building them up front."""

    messages: Required[Sequence[CompletionCreateParamsMessagesParam]]


class CompletionCreateParamsNonStreaming(CompletionCreateParamsBase, total=False):
    stream: Literal[False]


class CompletionCreateParamsStreaming(CompletionCreateParamsBase, total=False):
    stream: Required[Literal[True]]


CompletionCreateParams = Union[CompletionCreateParamsNonStreaming, CompletionCreateParamsStreaming]
