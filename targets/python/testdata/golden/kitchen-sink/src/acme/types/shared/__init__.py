# Copyright Acme, Inc. Licensed under the Apache License 2.0.
# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

from __future__ import annotations

from .address import Address as Address
from .address_param import AddressInput as AddressInput
from .empty import Empty as Empty
