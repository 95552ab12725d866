# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

from __future__ import annotations

from typing import List

from typing_extensions import Required, TypedDict

from .._types import FileTypes


class ThingAttachParams(TypedDict, total=False):
    """Keyword arguments of `client.things.attach` (`post /attachments`), for building them up front."""

    file: Required[FileTypes]

    tags: List[str]
