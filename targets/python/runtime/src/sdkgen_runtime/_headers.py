"""Merging header layers and reading `<PREFIX>_CUSTOM_HEADERS`."""

from __future__ import annotations

from typing import Dict, Iterable, Mapping, Optional, Tuple

from ._qs import scalar_to_str
from ._types import NotGiven, Omit


def merge_headers(layers: Iterable[Optional[Mapping[str, object]]]) -> Dict[str, Optional[str]]:
    """Merges header layers, lowest precedence first, with case-insensitive names.

    A `None` or `omit` value removes the header and `NOT_GIVEN` leaves it as it is. Each name maps to its value, or to
    `None` when the last layer that names it removed it, so the caller can drop headers its HTTP client adds.
    """
    merged: Dict[str, Tuple[str, Optional[str]]] = {}
    for layer in layers:
        for name, value in (layer or {}).items():
            if isinstance(value, NotGiven):
                continue
            removed = value is None or isinstance(value, Omit)
            merged[name.lower()] = (name, None if removed else scalar_to_str(value))
    return dict(merged.values())


def parse_custom_headers(text: str | None) -> Dict[str, str]:
    """Parses `<PREFIX>_CUSTOM_HEADERS`: one `Name: value` per line; lines without a name are ignored."""
    headers: Dict[str, str] = {}
    for line in (text or "").splitlines():
        name, colon, value = line.partition(":")
        if colon and name.strip():
            headers[name.strip()] = value.strip()
    return headers
