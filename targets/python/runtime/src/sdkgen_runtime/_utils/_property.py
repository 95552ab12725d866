"""The annotation metadata of the previous SDKs' types, read by this runtime where it means the same."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

from typing_extensions import Literal


# Not a value type (eq=False): hashed by identity, because typing hashes the metadata of `Annotated[...]`.
@dataclass(frozen=True, eq=False)
class PropertyInfo:
    """`Annotated[Union[A, B], PropertyInfo(discriminator="type")]` marks a union whose variant is the one whose
    `type` field (by Python or wire name) is a `Literal` of the value's `type`. `alias`, `format` and
    `format_template` described request params in the previous SDKs; here request params are sent as written.
    """

    alias: Optional[str] = None
    format: Optional[Literal["iso8601", "base64", "custom"]] = None
    format_template: Optional[str] = None
    discriminator: Optional[str] = None
