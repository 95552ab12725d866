# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

from __future__ import annotations

from typing import Sequence

from typing_extensions import Required, TypedDict

from .._types import FileTypes


class ThingUploadParams(TypedDict, total=False):
    """Keyword arguments of `client.things.upload` (`post /uploads`), for building them up front."""

    files: Required[Sequence[FileTypes]]

    folder: str
