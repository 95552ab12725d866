# Copyright Acme, Inc. Licensed under the Apache License 2.0.
# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

from __future__ import annotations

from typing_extensions import Literal, Required, TypedDict

from .shared.address_param import AddressInput


class AccountCreateParams(TypedDict, total=False):
    """Keyword arguments of `client.accounts.create` (`post /accounts`), for building them up front."""

    name: Required[str]

    password: str

    address: AddressInput

    kind: Literal["personal"]
