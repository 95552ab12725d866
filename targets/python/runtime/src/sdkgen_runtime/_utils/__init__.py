"""Small helpers used by the runtime and the generated client."""

from __future__ import annotations

import math
import os
from typing import Mapping, Sequence, TypeVar, Union, cast

from typing_extensions import TypeGuard

from .._types import NotGiven, Omit
from ._datetime import parse_date as parse_date, parse_datetime as parse_datetime
from ._extract import extract_files as extract_files
from ._functions import (
    LazyProxy as LazyProxy,
    asyncify as asyncify,
    deepcopy_minimal as deepcopy_minimal,
    required_args as required_args,
)
from ._property import PropertyInfo as PropertyInfo
from ._transform import (
    async_maybe_transform as async_maybe_transform,
    async_transform as async_transform,
    maybe_transform as maybe_transform,
    transform as transform,
)
from ._typing import (
    extract_type_arg as extract_type_arg,
    extract_type_var_from_base as extract_type_var_from_base,
    is_annotated_type as is_annotated_type,
    is_dict as is_dict,
    is_iterable as is_iterable,
    is_iterable_type as is_iterable_type,
    is_list as is_list,
    is_list_type as is_list_type,
    is_mapping as is_mapping,
    is_required_type as is_required_type,
    is_sequence as is_sequence,
    is_sequence_type as is_sequence_type,
    is_tuple as is_tuple,
    is_type_alias_type as is_type_alias_type,
    is_typevar as is_typevar,
    is_union_type as is_union_type,
    strip_annotated_type as strip_annotated_type,
)

_T = TypeVar("_T")

_TRUE = frozenset({"true", "1", "yes", "on"})
_FALSE = frozenset({"false", "0", "no", "off"})


def read_env(name: str) -> str | None:
    """The environment variable `name`, trimmed; an unset or blank variable gives `None`."""
    value = os.environ.get(name, "").strip()
    return value or None


def read_env_int(name: str) -> int | None:
    """The environment variable `name` as an integer; a value that is not one counts as unset."""
    value = read_env(name)
    try:
        return None if value is None else int(value)
    except ValueError:
        return None


def read_env_float(name: str) -> float | None:
    """The environment variable `name` as a finite number; a value that is not one counts as unset."""
    value = read_env(name)
    try:
        number = None if value is None else float(value)
    except ValueError:
        return None
    return number if number is not None and math.isfinite(number) else None


def read_env_bool(name: str) -> bool | None:
    """The environment variable `name` as a boolean: true/1/yes/on or false/0/no/off, in any case."""
    value = (read_env(name) or "").lower()
    if value in _TRUE:
        return True
    if value in _FALSE:
        return False
    return None


def is_given(value: Union[_T, NotGiven, Omit]) -> TypeGuard[_T]:
    """Whether an optional argument was passed (it is neither `NOT_GIVEN` nor `omit`)."""
    return not isinstance(value, (NotGiven, Omit))


def split_path(path: str) -> list[str]:
    """Splits a dotted property path such as `error.message`."""
    return [part for part in path.split(".") if part]


def get_path(value: object, path: Sequence[str]) -> object:
    """The value at a property path of parsed JSON, or `None` as soon as a step is missing."""
    for key in path:
        if not isinstance(value, Mapping):
            return None
        value = cast(Mapping[str, object], value).get(key)
    return value


def to_number(value: object) -> int | float | None:
    """A finite number from a number or a numeric string (header values arrive as strings), else `None`."""
    if isinstance(value, bool):
        return None
    if isinstance(value, (int, float)):
        return value if math.isfinite(value) else None
    if not isinstance(value, str):
        return None
    text = value.strip()
    try:
        return int(text)
    except ValueError:
        pass
    try:
        number = float(text)
    except ValueError:
        return None
    return number if math.isfinite(number) else None
