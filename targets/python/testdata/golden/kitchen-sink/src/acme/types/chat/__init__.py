# Copyright Acme, Inc. Licensed under the Apache License 2.0.
# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .completion import Completion as Completion
    from .completion_chunk import CompletionChunk as CompletionChunk
    from .completion_create_params import CompletionCreateParams as CompletionCreateParams
    from .completion_create_params_messages_param import (
        CompletionCreateParamsMessagesParam as CompletionCreateParamsMessagesParam,
    )
    from .completion_create_params_messages_role import (
        CompletionCreateParamsMessagesRole as CompletionCreateParamsMessagesRole,
    )
    from .completion_stream_params import CompletionStreamParams as CompletionStreamParams

_exports: dict[str, str] = {
    "Completion": ".completion",
    "CompletionChunk": ".completion_chunk",
    "CompletionCreateParams": ".completion_create_params",
    "CompletionCreateParamsMessagesParam": ".completion_create_params_messages_param",
    "CompletionCreateParamsMessagesRole": ".completion_create_params_messages_role",
    "CompletionStreamParams": ".completion_stream_params",
}
__all__ = [
    "Completion",
    "CompletionChunk",
    "CompletionCreateParams",
    "CompletionCreateParamsMessagesParam",
    "CompletionCreateParamsMessagesRole",
    "CompletionStreamParams",
]


def __getattr__(name: str) -> object:
    if name not in _exports:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(import_module(_exports[name], __name__), name)
    globals()[name] = value
    return value
