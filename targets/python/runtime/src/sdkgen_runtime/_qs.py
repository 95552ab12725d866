"""Query strings and the flattening of nested params shared with form and multipart bodies."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, datetime
from typing import Callable, List, Mapping, Optional, Sequence, Tuple, cast, get_args
from urllib.parse import quote_plus

from ._types import ArrayFormat, NestedFormat, NotGiven, Omit


@dataclass(frozen=True)
class CommaList:
    """The items of an array written as one comma-separated value (`comma` format)."""

    parts: Tuple[str, ...]


def stringify_query(
    params: Mapping[str, object],
    *,
    nested_format: NestedFormat = "brackets",
    array_format: ArrayFormat = "comma",
) -> str:
    """Serialises params as a query string.

    `NOT_GIVEN` and `omit` values are left out, `None` is an empty value, booleans are `true`/`false` and dates are
    ISO 8601. Brackets in keys stay literal so that keys read as documented (`a[b]=c`).
    """
    pairs = flatten_params(params, nested_format=nested_format, array_format=array_format)
    return "&".join(f"{quote_plus(key, safe=_KEY_SAFE)}={_encode_value(value)}" for key, value in pairs)


# Form encoding, as httpx and the previous SDKs send it: a space is `+` (servers read it as `%20`), and the characters
# encodeURIComponent leaves alone stay literal.
_VALUE_SAFE = "!*'()"
_KEY_SAFE = _VALUE_SAFE + "[]"


def _encode_value(value: object) -> str:
    if isinstance(value, CommaList):
        return ",".join(quote_plus(part, safe=_VALUE_SAFE) for part in value.parts)
    return quote_plus(str(value), safe=_VALUE_SAFE)


def flatten_params(
    params: Mapping[str, object],
    *,
    nested_format: NestedFormat,
    array_format: ArrayFormat,
    is_leaf: Callable[[object], bool] = lambda _: False,
) -> List[Tuple[str, object]]:
    """Flattens nested params into `(key, value)` pairs before any encoding; a value is a string, a `CommaList` or a
    leaf.

    Arrays of objects cannot be comma-joined, so in `comma` format they repeat the key instead. Values for which
    `is_leaf` is true (files in multipart bodies) are kept whole.
    """
    out: List[Tuple[str, object]] = []
    walker = _Walker(nested_format, array_format, is_leaf, out)
    for key, value in params.items():
        walker.walk(key, value)
    return out


@dataclass
class _Walker:
    nested_format: NestedFormat
    array_format: ArrayFormat
    is_leaf: Callable[[object], bool]
    out: List[Tuple[str, object]]

    def walk(self, key: str, value: object) -> None:
        if isinstance(value, (NotGiven, Omit)):
            return
        if self.is_leaf(value):
            self.out.append((key, value))
        elif isinstance(value, Mapping):
            for child, item in cast(Mapping[str, object], value).items():
                self.walk(f"{key}.{child}" if self.nested_format == "dots" else f"{key}[{child}]", item)
        elif isinstance(value, (list, tuple)):
            self._walk_array(key, cast(Sequence[object], value))
        else:
            self.out.append((key, scalar_to_str(value)))

    def _walk_array(self, key: str, items: Sequence[object]) -> None:
        present = [item for item in items if not isinstance(item, (NotGiven, Omit))]
        if self.array_format == "comma" and all(self._is_scalar(item) for item in present):
            if present:
                self.out.append((key, CommaList(tuple(scalar_to_str(item) for item in present))))
            return
        for index, item in enumerate(present):
            if self.array_format == "indices":
                self.walk(f"{key}[{index}]", item)
            elif self.array_format == "brackets":
                self.walk(f"{key}[]", item)
            else:
                self.walk(key, item)

    def _is_scalar(self, value: object) -> bool:
        return not isinstance(value, (Mapping, list, tuple)) and not self.is_leaf(value)


def scalar_to_str(value: object) -> str:
    """A scalar as the other SDKs write it: `None` is empty, booleans are `true`/`false`, dates ISO 8601."""
    if value is None:
        return ""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (datetime, date)):
        return value.isoformat()
    return str(value)


class Querystring:
    """The query serialiser of the SDKs the previous generator made, kept for code that used it: the previous defaults
    (`repeat` arrays, `brackets` nesting), and `None` leaves nothing, as there. The client itself serialises with
    `stringify_query` and the API's configured formats."""

    def __init__(self, *, array_format: ArrayFormat = "repeat", nested_format: NestedFormat = "brackets") -> None:
        self.array_format: ArrayFormat = array_format
        self.nested_format: NestedFormat = nested_format

    def stringify(
        self,
        params: Mapping[str, object],
        *,
        array_format: Optional[ArrayFormat] = None,
        nested_format: Optional[NestedFormat] = None,
    ) -> str:
        arrays: ArrayFormat = array_format or self.array_format
        if arrays not in get_args(ArrayFormat):
            choices = ", ".join(get_args(ArrayFormat))
            raise NotImplementedError(f"Unknown array_format value: {arrays}, choose from {choices}")
        return stringify_query(
            cast(Mapping[str, object], _without_none(params)),
            array_format=arrays,
            nested_format=nested_format or self.nested_format,
        )


def stringify(
    params: Mapping[str, object],
    *,
    array_format: ArrayFormat = "repeat",
    nested_format: NestedFormat = "brackets",
) -> str:
    """`Querystring(...).stringify(params)`."""
    return Querystring(array_format=array_format, nested_format=nested_format).stringify(params)


def _without_none(value: object) -> object:
    if isinstance(value, Mapping):
        items = cast(Mapping[str, object], value).items()
        return {key: _without_none(item) for key, item in items if item is not None}
    if isinstance(value, (list, tuple)):
        return [_without_none(item) for item in cast(Sequence[object], value) if item is not None]
    return value
