"""Every pydantic call whose spelling differs between pydantic v1 and v2, made through one place.

The runtime works on both (generated packages declare `pydantic>=1.9, <3`): the rest of the runtime asks these
functions instead of calling `model_fields`, `model_construct`, `TypeAdapter` and the like itself, and tests that
walk models ask the same questions.
"""

from __future__ import annotations

import functools
import json
from datetime import date, datetime
from typing import Any, Dict, List, Optional, Set, Tuple, Type, TypeVar, cast

import pydantic
from pydantic.fields import FieldInfo
from typing_extensions import Annotated, get_args, get_origin, get_type_hints

PYDANTIC_V1 = pydantic.VERSION.startswith("1.")
"""Whether the installed pydantic is v1."""
PYDANTIC_V2 = not PYDANTIC_V1

_ModelT = TypeVar("_ModelT", bound=pydantic.BaseModel)

VALIDATION_ERRORS = (pydantic.ValidationError, TypeError, ValueError)
"""What validating a value that does not fit may raise, under either version."""


def get_model_fields(model: Type[pydantic.BaseModel]) -> Dict[str, FieldInfo]:
    """The model's fields by Python name (v1's `ModelField`s under pydantic v1)."""
    if PYDANTIC_V1:
        return cast(Dict[str, FieldInfo], cast(Any, model).__fields__)
    return model.model_fields


def field_outer_type(field: FieldInfo) -> Any:
    """The type a field was declared with; under pydantic v1 without `Optional` (v1's `allow_none` tells it) and with
    the type parameters of a parametrized generic model filled in."""
    if PYDANTIC_V1:
        return cast(Any, field).outer_type_
    return field.annotation


def _v1_annotation(field: FieldInfo) -> Any:
    """The annotation of a pydantic v1 field as written, `Optional` and `Annotated` included."""
    return getattr(field, "annotation", None) or cast(Any, field).outer_type_


def model_field_types(model: Type[pydantic.BaseModel]) -> Dict[str, Any]:
    """The type of each field by Python name, with its `Annotated` metadata under pydantic v1 (v2 keeps that on the
    field). pydantic v1 leaves the names it could not resolve when the class was made (the model itself, a model
    declared after it) unresolved in the field, even after `update_forward_refs()`: they are read from the class's
    annotations here, once the module that declares them is loaded."""
    fields = get_model_fields(model)
    if PYDANTIC_V2:
        return {name: field.annotation for name, field in fields.items()}
    return dict(_v1_field_types(model))


@functools.cache
def _v1_field_types(model: Type[pydantic.BaseModel]) -> Tuple[Tuple[str, Any], ...]:
    try:
        hints = get_type_hints(model, include_extras=True)
    except (NameError, TypeError):
        hints = {}
    return tuple((name, hints.get(name, _v1_annotation(field))) for name, field in get_model_fields(model).items())


def field_alias(field: FieldInfo, name: str) -> str:
    """The field's wire name: its alias, else its Python name."""
    return field.alias or name


def field_is_required(field: FieldInfo) -> bool:
    if PYDANTIC_V1:
        return cast(Any, field).required is True
    return field.is_required()


def field_metadata(field: FieldInfo) -> List[object]:
    """The `Annotated` metadata of the field's type (pydantic v2 keeps it on the field, v1 in the annotation)."""
    if PYDANTIC_V2:
        return list(field.metadata)
    annotation = _v1_annotation(field)
    return list(get_args(annotation)[1:]) if get_origin(annotation) is Annotated else []


def field_get_default(field: FieldInfo) -> Any:
    """The field's default value, or `None` when it has none."""
    if PYDANTIC_V1:
        return None if field_is_required(field) else cast(Any, field).get_default()
    return None if field.is_required() else field.get_default(call_default_factory=True)


def parse_obj(model: Type[_ModelT], value: object) -> _ModelT:
    """Validates `value` as `model`."""
    if PYDANTIC_V1:
        return cast(_ModelT, cast(Any, model).parse_obj(value))
    return model.model_validate(value)


def validate_type(type_: Any, value: object) -> Any:
    """Validates `value` as `type_` with pydantic, raising `pydantic.ValidationError` when it does not match."""
    if isinstance(type_, type) and issubclass(type_, pydantic.BaseModel):
        return parse_obj(type_, value)
    if PYDANTIC_V1:
        return cast(Any, pydantic).parse_obj_as(type_, value)
    return pydantic.TypeAdapter(cast(Any, type_)).validate_python(value)


def parse_time(type_: type, value: str) -> object:
    """`value` as a `datetime` or `date` the way pydantic reads one, or `value` itself when it is neither."""
    try:
        return validate_type(datetime if type_ is datetime else date, value)
    except VALIDATION_ERRORS:
        return value


def model_construct(model: Type[_ModelT], fields_set: Optional[Set[str]], values: Dict[str, Any]) -> _ModelT:
    """The model built from `values` (keyed by Python name) without validation."""
    if PYDANTIC_V1:
        if fields_set is not None:
            # v1 keeps undocumented fields among the attributes: they count as set, as v2 counts them.
            fields_set = fields_set | {key for key in values if key not in get_model_fields(model)}
        return cast(_ModelT, cast(Any, pydantic.BaseModel).construct.__func__(model, fields_set, **values))
    return model.model_construct(fields_set, **values)


def model_extra(model: pydantic.BaseModel) -> Optional[Dict[str, Any]]:
    """The dict pydantic v2 keeps undocumented fields in; under v1 they are plain attributes, so `None`."""
    if PYDANTIC_V1:
        return None
    return model.__pydantic_extra__


def model_fields_set(model: pydantic.BaseModel) -> Set[str]:
    if PYDANTIC_V1:
        return cast(Set[str], cast(Any, model).__fields_set__)
    return model.model_fields_set


def model_copy(model: _ModelT, *, deep: bool = False) -> _ModelT:
    if PYDANTIC_V1:
        return cast(_ModelT, cast(Any, model).copy(deep=deep))
    return model.model_copy(deep=deep)


def model_dump(
    model: pydantic.BaseModel,
    *,
    exclude: Any = None,
    exclude_unset: bool = False,
    exclude_defaults: bool = False,
    exclude_none: bool = False,
    warnings: bool = True,
    mode: str = "python",
    by_alias: bool | None = None,
) -> Dict[str, Any]:
    """The model as a dict; `mode="json"` makes every value JSON-compatible."""
    if PYDANTIC_V1:
        options: Dict[str, Any] = {
            "exclude": exclude,
            "exclude_unset": exclude_unset,
            "exclude_defaults": exclude_defaults,
            "exclude_none": exclude_none,
            "by_alias": bool(by_alias),
        }
        if mode == "json":
            return cast(Dict[str, Any], json.loads(cast(Any, model).json(**options)))
        return cast(Dict[str, Any], cast(Any, model).dict(**options))
    return model.model_dump(
        mode=cast(Any, mode),
        exclude=exclude,
        exclude_unset=exclude_unset,
        exclude_defaults=exclude_defaults,
        exclude_none=exclude_none,
        warnings=warnings,
        by_alias=bool(by_alias),
    )


def model_json(model: pydantic.BaseModel, *, indent: int | None = None) -> str:
    """The model as JSON, with every field."""
    if PYDANTIC_V1:
        return cast(str, cast(Any, model).json(indent=indent))
    return model.model_dump_json(indent=indent)


def model_rebuild(model: Type[pydantic.BaseModel]) -> None:
    """Resolves the model's annotations that named types declared after it."""
    if PYDANTIC_V1:
        cast(Any, model).update_forward_refs()
    else:
        model.model_rebuild()
