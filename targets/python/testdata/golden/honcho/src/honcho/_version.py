# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

from __future__ import annotations

__title__ = "honcho"
__version__ = "0.0.1"  # x-release-please-version
