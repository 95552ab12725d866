# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

from __future__ import annotations

from typing_extensions import Literal

ThingKind = Literal["small", "large"]
