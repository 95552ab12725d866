"""Taking files out of nested params, as the previous SDKs' helper did."""

from __future__ import annotations

from typing import Dict, List, Sequence, Tuple, cast

from .._types import ArrayFormat, FileTypes

_ARRAY = "<array>"


def extract_files(
    query: Dict[str, object], *, paths: Sequence[Sequence[str]], array_format: ArrayFormat = "brackets"
) -> List[Tuple[str, FileTypes]]:
    """Removes the values at `paths` from `query` (in place) and returns them keyed as multipart fields (`a[b]`);
    `<array>` in a path stands for every item, whose key part `array_format` gives (`[]`, `[0]`, or none for `repeat`
    and `comma`). An array at the end of a path is taken out whole. A path that does not fit the params (a dict where
    it expects an array, a missing key) takes nothing.

    Kept from the previous SDKs for code that used it; the client finds files in a body by itself.
    """
    files: List[Tuple[str, FileTypes]] = []
    for path in paths:
        if path:
            files.extend(_extract(query, list(path), "", array_format))
    return files


def _extract(value: object, path: List[str], key: str, array_format: ArrayFormat) -> List[Tuple[str, FileTypes]]:
    segment, rest = path[0], path[1:]
    if segment == _ARRAY:
        if not isinstance(value, list):
            return []
        items = list(cast(List[object], value))
        if not rest:
            return [(key + _item_key(array_format, i), cast(FileTypes, item)) for i, item in enumerate(items)]
        return [
            found
            for i, item in enumerate(items)
            for found in _extract(item, rest, key + _item_key(array_format, i), array_format)
        ]
    if not isinstance(value, dict) or segment not in value:
        return []
    params = cast(Dict[str, object], value)
    field = f"{key}[{segment}]" if key else segment
    if not rest:
        return [(field, cast(FileTypes, params.pop(segment)))]
    if rest == [_ARRAY]:
        return _extract(params.pop(segment), rest, field, array_format) if isinstance(params[segment], list) else []
    return _extract(params[segment], rest, field, array_format)


def _item_key(array_format: ArrayFormat, index: int) -> str:
    if array_format == "indices":
        return f"[{index}]"
    return "[]" if array_format == "brackets" else ""
