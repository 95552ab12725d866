# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

from __future__ import annotations

__title__ = "wild_shapes_of_real_configurations"
__version__ = "0.0.1"  # x-release-please-version
