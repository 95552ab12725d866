"""Taking files out of nested params, as the previous SDKs' helper did."""

from __future__ import annotations

from typing import Dict, List, Sequence, Tuple, cast

from .._types import FileTypes

_ARRAY = "<array>"


def extract_files(query: Dict[str, object], *, paths: Sequence[Sequence[str]]) -> List[Tuple[str, FileTypes]]:
    """Removes the values at `paths` from `query` (in place) and returns them keyed as multipart fields
    (`a[b]`, `a[][c]` for each item of an array); `<array>` in a path stands for every item. A path that does not
    fit the params (a dict where it expects an array, a missing key) takes nothing.

    Kept from the previous SDKs for code that used it; the client finds files in a body by itself.
    """
    files: List[Tuple[str, FileTypes]] = []
    for path in paths:
        if path:
            files.extend(_extract(query, path, ""))
    return files


def _extract(value: object, path: Sequence[str], key: str) -> List[Tuple[str, FileTypes]]:
    segment, rest = path[0], path[1:]
    if segment == _ARRAY:
        if not isinstance(value, list):
            return []
        items = cast(List[object], value)
        if not rest:
            taken = [(key + "[]", cast(FileTypes, item)) for item in items]
            items.clear()
            return taken
        return [found for item in items for found in _extract(item, rest, key + "[]")]
    if not isinstance(value, dict):
        return []
    params = cast(Dict[str, object], value)
    if segment not in params:
        return []
    field = f"{key}[{segment}]" if key else segment
    if not rest:
        return [(field, cast(FileTypes, params.pop(segment)))]
    return _extract(params[segment], rest, field)
