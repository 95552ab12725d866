"""The previous SDKs' `transform`: params keyed by Python names and annotated with `PropertyInfo` turned into what
is sent. This SDK's generated params are keyed and typed as sent, so its own methods need no such step; the function
is kept for code that built request bodies with it."""

from __future__ import annotations

import base64
import collections.abc
import os
import pathlib
from datetime import date, datetime
from typing import Any, Dict, Iterable, Mapping, Optional, Tuple, TypeVar, cast

import anyio
import pydantic
from typing_extensions import Annotated, NotRequired, Required, get_args, get_origin, get_type_hints, is_typeddict

from .._compat import model_dump
from .._types import NotGiven, Omit
from ._property import PropertyInfo

_T = TypeVar("_T")


def transform(data: _T, expected_type: object) -> _T:
    """`data` with the keys of `TypedDict` fields renamed to their `PropertyInfo(alias=...)`, dates formatted as
    their `PropertyInfo(format=...)` says (`iso8601`, `custom` with `format_template`, `base64` for files), and
    pydantic models dumped as they were set; keys and values it has no annotation for are kept."""
    return cast(_T, _transform(data, expected_type, None))


def maybe_transform(data: object, expected_type: object) -> Any:
    """`transform`, passing `None` through."""
    return None if data is None else transform(data, expected_type)


async def async_transform(data: _T, expected_type: object) -> _T:
    """`transform`, reading files for `base64` without blocking the event loop."""
    return cast(_T, await anyio.to_thread.run_sync(_transform, data, expected_type, None))


async def async_maybe_transform(data: object, expected_type: object) -> Any:
    """`async_transform`, passing `None` through."""
    return None if data is None else await async_transform(data, expected_type)


def _transform(data: object, type_: object, info: Optional[PropertyInfo]) -> object:
    type_, info = _strip(type_, info)
    if isinstance(data, pydantic.BaseModel):
        return model_dump(data, mode="json", exclude_unset=True, by_alias=True)
    origin = get_origin(type_)
    if is_typeddict(type_) and isinstance(data, Mapping):
        return _typed_dict(cast(Mapping[str, object], data), type_)
    if origin in (dict, Dict, Mapping) and isinstance(data, Mapping):
        args = get_args(type_)
        value_type = args[1] if len(args) == 2 else Any
        return {key: _transform(value, value_type, None) for key, value in cast(Mapping[str, object], data).items()}
    if _is_iterable_type(origin) and _is_collection(data):
        args = get_args(type_)
        item_type = args[0] if args else Any
        plain = info is None and _strip(item_type, None)[0] in _PRIMITIVES
        if plain and type(data) is list:
            return cast(object, data)  # nothing to change in a list of plain values
        return [_transform(item, item_type, info) for item in cast(Iterable[object], data)]
    if _is_union(type_):
        # Each variant's renames and formats apply in turn: keys only one variant knows are renamed by it.
        for variant in get_args(type_):
            data = _transform(data, variant, info)
        return data
    return _format(data, info)


_PRIMITIVES = (int, float, str, bool, type(None))


def _typed_dict(data: Mapping[str, object], type_: Any) -> Dict[str, object]:
    try:
        hints = get_type_hints(type_, include_extras=True)
    except (NameError, TypeError):
        hints = {}  # annotations that name what their module does not import: keys are kept as they are
    out: Dict[str, object] = {}
    for key, value in data.items():
        if isinstance(value, (NotGiven, Omit)):
            continue
        hint = hints.get(key)
        if hint is None:
            out[key] = value
            continue
        inner, info = _strip(hint, None)
        out[info.alias if info is not None and info.alias else key] = _transform(value, inner, info)
    return out


def _strip(type_: object, info: Optional[PropertyInfo]) -> Tuple[Any, Optional[PropertyInfo]]:
    """Unwraps Annotated, Required and NotRequired, keeping the innermost `PropertyInfo`."""
    while True:
        origin = get_origin(type_)
        if origin is Annotated:
            base, *metadata = get_args(type_)
            info = next((item for item in metadata if isinstance(item, PropertyInfo)), info)
            type_ = base
        elif origin in (Required, NotRequired):
            type_ = get_args(type_)[0]
        else:
            return type_, info


def _format(data: object, info: Optional[PropertyInfo]) -> object:
    if info is None or info.format is None:
        return data
    if isinstance(data, (date, datetime)):
        if info.format == "iso8601":
            return data.isoformat()
        if info.format == "custom" and info.format_template:
            return data.strftime(info.format_template)
    if info.format == "base64" and (isinstance(data, (bytes, os.PathLike)) or _is_file_object(data)):
        return base64.b64encode(_read(cast(object, data))).decode("ascii")
    return data


def _read(data: object) -> bytes:
    if isinstance(data, bytes):
        return data
    if isinstance(data, os.PathLike):
        return pathlib.Path(cast("os.PathLike[str]", data)).read_bytes()
    content = cast(Any, data).read()
    return content.encode() if isinstance(content, str) else cast(bytes, content)


def _is_file_object(data: object) -> bool:
    return callable(getattr(data, "read", None))


_ITERABLE_ORIGINS: Tuple[object, ...] = (list, tuple, collections.abc.Iterable, collections.abc.Sequence)


def _is_iterable_type(origin: object) -> bool:
    return origin in _ITERABLE_ORIGINS


def _is_collection(data: object) -> bool:
    return not isinstance(data, (str, bytes, Mapping)) and isinstance(data, Iterable)


def _is_union(type_: object) -> bool:
    origin = get_origin(type_)
    return origin is not None and getattr(origin, "_name", None) == "Union" or type(type_).__name__ == "UnionType"
