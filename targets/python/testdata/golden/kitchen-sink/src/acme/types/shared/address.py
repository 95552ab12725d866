# Copyright Acme, Inc. Licensed under the Apache License 2.0.
# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

from __future__ import annotations

from typing import Optional, cast

from ..._models import BaseModel
from .address_param import AddressInput


class Address(BaseModel):
    line1: Optional[str] = None

    city: Optional[str] = None

    country: Optional[str] = None

    def to_param(self) -> AddressInput:
        """This Address as `AddressInput`, the form requests take, with the fields the API sent."""
        return cast(AddressInput, self._to_param(AddressInput))

    @classmethod
    def from_param(cls, param: AddressInput) -> Address:
        """The Address made from `AddressInput`, built as responses are."""
        return cls._from_param(param)
