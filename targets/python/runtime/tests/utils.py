"""Assertions shared by the generated API tests and the runtime's own tests."""

from __future__ import annotations

import sys
import typing
from typing import Any, Dict, List, Tuple, cast

import typing_extensions
from typing_extensions import Annotated, get_args, get_origin

from sdkgen_runtime._compat import field_is_required, get_model_fields, model_field_types, model_fields_set
from sdkgen_runtime._models import BaseModel

_UNIONS: Tuple[object, ...] = (typing.Union,)
if sys.version_info >= (3, 10):
    import types

    _UNIONS = (typing.Union, types.UnionType)

_LITERALS: Tuple[object, ...] = (typing.Literal, typing_extensions.Literal)


def _is_page(cls: type) -> bool:
    """Whether `cls` is a page of the runtime's `_pages` module, which only packages with list methods have."""
    return any(
        base.__module__.endswith("._pages") and base.__name__ in ("SyncPage", "AsyncPage") for base in cls.__mro__
    )


def assert_matches_type(type_: Any, value: object, *, path: List[str]) -> None:
    """Asserts that `value` (what a method returned) has type `type_`, naming the path of the first mismatch."""
    origin = get_origin(type_)
    args = get_args(type_)
    if type_ is Any or type_ is object:
        return
    if type_ is None or type_ is type(None):
        _check(value is None, path, f"expected None, got {value!r}")
    elif origin is Annotated:
        assert_matches_type(args[0], value, path=path)
    elif origin in _UNIONS:
        _assert_some_variant(args, value, path)
    elif origin in _LITERALS:
        _check(value in args, path, f"expected one of {args!r}, got {value!r}")
    elif origin is list:
        _check(isinstance(value, list), path, f"expected a list, got {value!r}")
        for index, item in enumerate(cast(List[object], value)):
            assert_matches_type(args[0], item, path=[*path, str(index)])
    elif origin is dict:
        _check(isinstance(value, dict), path, f"expected a dict, got {value!r}")
        for key, item in cast(Dict[str, object], value).items():
            assert_matches_type(args[1], item, path=[*path, key])
    elif isinstance(origin, type) and _is_page(origin):
        _check(isinstance(value, origin), path, f"expected a {origin.__name__}, got {value!r}")
        for index, item in enumerate(cast(List[object], cast(Any, value).items)):
            assert_matches_type(args[0], item, path=[*path, "items", str(index)])
    elif isinstance(type_, type):
        _assert_instance(type_, value, path)
    else:
        raise AssertionError(f"{_where(path)}: assert_matches_type cannot check {type_!r}")


def _assert_instance(type_: type, value: object, path: List[str]) -> None:
    if issubclass(type_, BaseModel):
        _check(isinstance(value, type_), path, f"expected a {type_.__name__}, got {value!r}")
        _assert_model_fields(cast(BaseModel, value), path)
    elif type_ is bool:
        _check(isinstance(value, bool), path, f"expected a bool, got {value!r}")
    elif type_ is int:
        _check(isinstance(value, int) and not isinstance(value, bool), path, f"expected an int, got {value!r}")
    elif type_ is float:
        number = isinstance(value, (int, float)) and not isinstance(value, bool)
        _check(number, path, f"expected a float, got {value!r}")
    else:
        _check(isinstance(value, type_), path, f"expected a {type_.__name__}, got {value!r}")


def _assert_model_fields(model: BaseModel, path: List[str]) -> None:
    types = model_field_types(type(model))
    for name, field in get_model_fields(type(model)).items():
        if name not in model_fields_set(model):
            _check(not field_is_required(field), path, f"required field {name!r} is missing")
            continue
        annotation: Any = types[name]
        assert_matches_type(annotation, getattr(model, name), path=[*path, name])


def _assert_some_variant(variants: Tuple[Any, ...], value: object, path: List[str]) -> None:
    failures: List[str] = []
    for variant in variants:
        try:
            assert_matches_type(variant, value, path=path)
        except AssertionError as exc:
            failures.append(str(exc))
        else:
            return
    raise AssertionError(f"{_where(path)}: {value!r} matches no variant of the union:\n  " + "\n  ".join(failures))


def _check(condition: bool, path: List[str], message: str) -> None:
    if not condition:
        raise AssertionError(f"{_where(path)}: {message}")


def _where(path: List[str]) -> str:
    return ".".join(path) or "value"
