# Copyright Acme, Inc. Licensed under the Apache License 2.0.
# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

from __future__ import annotations

from typing import Union

from .account import Account
from .card import Card

SearchQueryResponseItem = Union[Account, Card, str]
