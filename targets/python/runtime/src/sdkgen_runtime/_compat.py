"""Pydantic calls made through one place, so that the runtime and tests that walk models ask the same questions."""

from __future__ import annotations

from typing import Any, Dict, Type, TypeVar

import pydantic
from pydantic.fields import FieldInfo

PYDANTIC_V1 = pydantic.VERSION.startswith("1.")
"""Whether the installed pydantic is v1. The runtime needs v2; tests written for both read this."""
PYDANTIC_V2 = not PYDANTIC_V1

_ModelT = TypeVar("_ModelT", bound=pydantic.BaseModel)


def get_model_fields(model: Type[pydantic.BaseModel]) -> Dict[str, FieldInfo]:
    """The model's fields by Python name."""
    return model.model_fields


def field_outer_type(field: FieldInfo) -> Any:
    """The type a field was declared with."""
    return field.annotation


def field_get_default(field: FieldInfo) -> Any:
    """The field's default value, or `None` when it has none."""
    return None if field.is_required() else field.get_default(call_default_factory=True)


def parse_obj(model: Type[_ModelT], value: object) -> _ModelT:
    """Validates `value` as `model`."""
    return model.model_validate(value)


def model_copy(model: _ModelT, *, deep: bool = False) -> _ModelT:
    return model.model_copy(deep=deep)


def model_dump(
    model: pydantic.BaseModel,
    *,
    exclude: Any = None,
    exclude_unset: bool = False,
    exclude_defaults: bool = False,
    warnings: bool = True,
    mode: str = "python",
    by_alias: bool | None = None,
) -> Dict[str, Any]:
    """The model as a dict; `mode="json"` makes every value JSON-compatible."""
    return model.model_dump(
        mode=mode,
        exclude=exclude,
        exclude_unset=exclude_unset,
        exclude_defaults=exclude_defaults,
        warnings=warnings,
        by_alias=bool(by_alias),
    )


def model_json(model: pydantic.BaseModel, *, indent: int | None = None) -> str:
    """The model as JSON, with every field."""
    return model.model_dump_json(indent=indent)
