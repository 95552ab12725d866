# Copyright Acme, Inc. Licensed under the Apache License 2.0.
# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

from __future__ import annotations

from typing import Union

from typing_extensions import Annotated

from .._models import DiscriminatorInfo
from .cat import Cat
from .dog import Dog

Pet = Annotated[Union[Dog, Cat], DiscriminatorInfo(property="kind", mapping={"dog": Dog, "cat": Cat})]
