# Copyright Acme, Inc. Licensed under the Apache License 2.0.
# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

from __future__ import annotations

from typing import List

from typing_extensions import Required, TypedDict

from .._types import FileTypes
from .file_upload_params_purpose import FileUploadParamsPurpose


class FileUploadParams(TypedDict, total=False):
    """Keyword arguments of `client.files.upload` (`post /files`), for building them up front."""

    file: Required[FileTypes]

    purpose: Required[FileUploadParamsPurpose]

    labels: List[str]
