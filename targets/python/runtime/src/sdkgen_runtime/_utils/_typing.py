"""Questions about type annotations, asked by the model builder and by tests that walk a model's fields."""

from __future__ import annotations

import sys
import typing
from collections import abc
from typing import Any, Dict, List, Mapping, Sequence, Tuple, TypeVar, cast

import typing_extensions
from typing_extensions import Annotated, TypeGuard, get_args, get_origin

_UNIONS: Tuple[object, ...] = (typing.Union,)
if sys.version_info >= (3, 10):
    import types

    _UNIONS = (typing.Union, types.UnionType)

_TYPE_ALIASES: Tuple[type, ...] = (typing_extensions.TypeAliasType,)
if sys.version_info >= (3, 12):
    _TYPE_ALIASES = (*_TYPE_ALIASES, typing.TypeAliasType)


def is_dict(value: object) -> TypeGuard[Dict[object, object]]:
    return isinstance(value, dict)


def is_list(value: object) -> TypeGuard[List[object]]:
    return isinstance(value, list)


def is_tuple(value: object) -> TypeGuard[Tuple[object, ...]]:
    return isinstance(value, tuple)


def is_mapping(value: object) -> TypeGuard[Mapping[str, object]]:
    return isinstance(value, abc.Mapping)


def is_sequence(value: object) -> TypeGuard[Sequence[object]]:
    return isinstance(value, abc.Sequence)


def is_iterable(value: object) -> TypeGuard[abc.Iterable[object]]:
    return isinstance(value, abc.Iterable)


def is_annotated_type(type_: object) -> bool:
    """Whether `type_` is `Annotated[T, ...]`."""
    return get_origin(type_) is Annotated


def is_union_type(type_: object) -> bool:
    """Whether `type_` is `Union[...]` or `X | Y`."""
    return get_origin(type_) in _UNIONS


def is_list_type(type_: object) -> bool:
    return (get_origin(type_) or type_) is list


def is_sequence_type(type_: object) -> bool:
    return (get_origin(type_) or type_) in (abc.Sequence, typing.Sequence)


def is_iterable_type(type_: object) -> bool:
    return (get_origin(type_) or type_) in (abc.Iterable, typing.Iterable)


def is_required_type(type_: object) -> bool:
    return get_origin(type_) is typing_extensions.Required


def is_typevar(type_: object) -> bool:
    return isinstance(type_, TypeVar)


def is_type_alias_type(type_: object) -> bool:
    """Whether `type_` is a `TypeAliasType` (the `type X = ...` statement or typing_extensions' backport)."""
    return isinstance(type_, _TYPE_ALIASES)


def strip_annotated_type(type_: Any) -> Any:
    """`T` from `Annotated[T, ...]`, `Required[T]` or `NotRequired[T]`, however deeply nested."""
    while is_annotated_type(type_) or get_origin(type_) in (typing_extensions.Required, typing_extensions.NotRequired):
        type_ = get_args(type_)[0]
    return type_


def extract_type_arg(type_: Any, index: int) -> Any:
    """The `index`-th argument of a generic type, e.g. `int` from `List[int]`."""
    args = get_args(type_)
    try:
        return args[index]
    except IndexError as exc:
        raise RuntimeError(f"Expected type {type_} to have a type argument at index {index} but it did not") from exc


def extract_type_var_from_base(
    typ: Any,
    *,
    generic_bases: Tuple[type, ...],
    index: int,
    failure_message: str | None = None,
) -> Any:
    """The `index`-th type argument that `typ` gives one of `generic_bases`, through any subclasses between them.

    ```py
    class Page(Generic[T]): ...
    class MyPage(Page[T]): ...

    extract_type_var_from_base(MyPage[int], generic_bases=(Page,), index=0)  # int
    ```
    """
    cls: Any = get_origin(typ) or typ
    if cls in generic_bases:
        return extract_type_arg(typ, index)
    if isinstance(cls, type) and any(issubclass(cls, base) for base in generic_bases):
        # Map the subclass's own parameters to the arguments `typ` gives them, then read the base's argument.
        params = cast(Tuple[Any, ...], getattr(cls, "__parameters__", ()))
        bound = dict(zip(params, get_args(typ)))
        for base in cast(Tuple[Any, ...], getattr(cls, "__orig_bases__", ())):
            if get_origin(base) in generic_bases:
                arg = extract_type_arg(base, index)
                return bound.get(arg, arg) if is_typevar(arg) else arg
    raise RuntimeError(failure_message or f"Could not resolve the type variable at index {index} of {typ}")
