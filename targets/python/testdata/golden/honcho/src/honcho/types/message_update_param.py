# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

from __future__ import annotations

from typing import Dict

from typing_extensions import Required, TypedDict


class MessageUpdateParam(TypedDict, total=False):
    """MessageUpdate"""

    metadata: Required[Dict[str, object]]
