# Copyright Acme, Inc. Licensed under the Apache License 2.0.
# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

from __future__ import annotations

from typing_extensions import Required, TypedDict

from .completion_create_params_messages_role import CompletionCreateParamsMessagesRole


class CompletionCreateParamsMessagesParam(TypedDict, total=False):
    role: Required[CompletionCreateParamsMessagesRole]

    content: Required[str]
