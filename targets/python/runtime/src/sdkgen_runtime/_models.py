"""Response models, and building typed values from parsed JSON without ever failing on it."""

from __future__ import annotations

import collections
import contextlib
import functools
import json
import sys
import typing
import weakref
from dataclasses import dataclass
from datetime import date, datetime
from typing import TYPE_CHECKING, Any, Dict, Iterable, List, Mapping, Optional, Sequence, Set, Tuple, TypeVar, cast

import pydantic
import typing_extensions
from pydantic import PrivateAttr
from pydantic.fields import FieldInfo
from typing_extensions import (
    Annotated,
    Literal,
    NotRequired,
    Required,
    Self,
    get_args,
    get_origin,
    get_type_hints,
    is_typeddict,
    override,
)

from ._compat import (
    PYDANTIC_V1,
    PYDANTIC_V2,
    VALIDATION_ERRORS,
    field_alias,
    field_is_required,
    field_metadata,
    get_model_fields,
    model_construct,
    model_dump,
    model_extra,
    model_field_types,
    parse_time,
    validate_type as validate_type,
)
from ._request_options import RequestOptions
from ._types import NOT_GIVEN
from ._utils import PropertyInfo

_UNIONS: Tuple[object, ...] = (typing.Union,)
if sys.version_info >= (3, 10):
    import types

    _UNIONS = (typing.Union, types.UnionType)

# typing_extensions has its own Literal before Python 3.10.1.
_LITERALS: Tuple[object, ...] = (typing.Literal, typing_extensions.Literal)
_NONE_TYPE = type(None)
_T = TypeVar("_T")


class BaseModel(pydantic.BaseModel):
    """Base of the SDK's response models.

    Fields the API did not document are kept, readable as attributes and in `model_extra`; `model_fields_set` tells
    the fields the API sent (`null` included) from those it left out.
    """

    if PYDANTIC_V2:
        model_config = pydantic.ConfigDict(extra="allow", populate_by_name=True, defer_build=True)
    else:

        class Config:
            extra = "allow"
            allow_population_by_field_name = True

    _request_id: Optional[str] = PrivateAttr(default=None)
    """The `x-request-id` header of the response this model came from, to quote when contacting support."""

    def to_dict(
        self,
        *,
        mode: Literal["json", "python"] = "python",
        use_api_names: bool = True,
        exclude_unset: bool = True,
        exclude_defaults: bool = False,
        exclude_none: bool = False,
        warnings: bool | None = None,
    ) -> Dict[str, object]:
        """The model as a dict, keyed by wire names unless `use_api_names=False`; fields the API did not send are left
        out unless `exclude_unset=False`. `mode="json"` gives JSON-compatible values (datetimes as strings).
        `warnings=True` makes pydantic v2 warn about values that do not fit their field's type."""
        _check_warnings(warnings)
        return model_dump(
            self,
            mode=mode,
            by_alias=use_api_names,
            exclude_unset=exclude_unset,
            exclude_defaults=exclude_defaults,
            exclude_none=exclude_none,
            warnings=bool(warnings),
        )

    def to_json(
        self,
        *,
        indent: int | None = 2,
        use_api_names: bool = True,
        exclude_unset: bool = True,
        exclude_defaults: bool = False,
        exclude_none: bool = False,
        warnings: bool | None = None,
    ) -> str:
        """The model as JSON, with the options of `to_dict`."""
        _check_warnings(warnings)
        if PYDANTIC_V1:
            return cast(
                str,
                cast(Any, self).json(
                    indent=indent,
                    by_alias=use_api_names,
                    exclude_unset=exclude_unset,
                    exclude_defaults=exclude_defaults,
                    exclude_none=exclude_none,
                ),
            )
        return self.model_dump_json(
            indent=indent,
            by_alias=use_api_names,
            exclude_unset=exclude_unset,
            exclude_defaults=exclude_defaults,
            exclude_none=exclude_none,
            warnings=bool(warnings),
        )

    def _to_param(self, param_type: object) -> Dict[str, Any]:
        """The model as the TypedDict `param_type` of its request side (`models: param_model`): the fields the API
        sent, by wire name, without those the request side does not have (read-only ones), nested models alike."""
        dumped = model_dump(self, by_alias=True, exclude_unset=True, warnings=False)
        return cast(Dict[str, Any], _param_value(dumped, param_type))

    @classmethod
    def _from_param(cls, param: Mapping[str, object]) -> Self:
        """The model of a value of its request side's TypedDict, built as a response body is."""
        return cast(Self, _construct_model(cls, dict(param)))

    if not TYPE_CHECKING and PYDANTIC_V1:
        # pydantic v2's names, over pydantic v1's own methods, for the generated code, the runtime and users.

        @property
        def model_fields_set(self) -> Set[str]:
            return self.__fields_set__

        @property
        def model_extra(self) -> Dict[str, object]:
            return {key: value for key, value in self.__dict__.items() if key not in self.__fields__}

        @classmethod
        def model_construct(cls, _fields_set: Set[str] | None = None, **values: Any) -> Self:
            return model_construct(cls, _fields_set, values)

        @classmethod
        def model_validate(cls, obj: object) -> Self:
            return cls.parse_obj(obj)

        @classmethod
        def model_rebuild(cls) -> None:
            cls.update_forward_refs()

        def model_copy(self, *, update: Mapping[str, Any] | None = None, deep: bool = False) -> Self:
            return self.copy(update=update, deep=deep)

        def model_dump(
            self,
            *,
            mode: str = "python",
            include: Any = None,
            exclude: Any = None,
            by_alias: bool = False,
            exclude_unset: bool = False,
            exclude_defaults: bool = False,
            exclude_none: bool = False,
            round_trip: bool = False,
            warnings: bool = True,
        ) -> Dict[str, Any]:
            _check_v1_options(round_trip=round_trip, warnings=warnings)
            options = _v1_dump_options(include, exclude, by_alias, exclude_unset, exclude_defaults, exclude_none)
            return json.loads(self.json(**options)) if mode == "json" else self.dict(**options)

        def model_dump_json(
            self,
            *,
            indent: int | None = None,
            include: Any = None,
            exclude: Any = None,
            by_alias: bool = False,
            exclude_unset: bool = False,
            exclude_defaults: bool = False,
            exclude_none: bool = False,
            round_trip: bool = False,
            warnings: bool = True,
        ) -> str:
            _check_v1_options(round_trip=round_trip, warnings=warnings)
            options = _v1_dump_options(include, exclude, by_alias, exclude_unset, exclude_defaults, exclude_none)
            return self.json(indent=indent, **options)

    @override
    def __str__(self) -> str:
        return f"{self.__repr_name__()}({self.__repr_str__(', ')})"

    @classmethod
    @override
    def construct(  # pyright: ignore[reportIncompatibleMethodOverride]
        __cls, _fields_set: Set[str] | None = None, **values: Any
    ) -> Self:
        """Builds the model from values keyed by field or wire name without validating them: nested models, unions,
        lists and dates are built as `construct_type` builds them, and values that do not fit are kept as given."""
        return cast(Self, _construct_model(__cls, values, _fields_set))


if TYPE_CHECKING or PYDANTIC_V2:

    class GenericModel(BaseModel):
        """Base of the generic models (pages): pydantic v2 parametrizes any generic model."""

else:
    import pydantic.generics

    class GenericModel(pydantic.generics.GenericModel, BaseModel):
        """Base of the generic models (pages): pydantic v1 parametrizes only its `GenericModel`s, so that
        `SyncPage[Item]` is a class whose `items` are `List[Item]`."""


def _param_value(value: object, type_: object) -> object:
    """`value` keeping, in each dict whose type is a TypedDict, only that TypedDict's keys."""
    type_, _ = _unwrap(type_, None)
    origin = get_origin(type_)
    if origin in (Required, NotRequired):
        return _param_value(value, get_args(type_)[0])
    if origin in _UNIONS:
        variants = [arg for arg in get_args(type_) if arg is not _NONE_TYPE]
        return _param_value(value, variants[0]) if len(variants) == 1 else value
    if isinstance(value, list) and get_args(type_):
        return [_param_value(item, get_args(type_)[0]) for item in cast(List[object], value)]
    if isinstance(value, dict) and is_typeddict(type_):
        fields = cast(Dict[str, object], value)
        try:
            hints: Dict[str, object] = get_type_hints(type_, include_extras=True)
        except (NameError, TypeError):
            return fields  # a TypedDict naming what only a type checker imports: kept whole
        return {key: _param_value(item, hints[key]) for key, item in fields.items() if key in hints}
    return cast(object, value)


def _check_warnings(warnings: bool | None) -> None:
    if PYDANTIC_V1 and warnings is False:
        raise ValueError("warnings is only supported in Pydantic v2")


def _check_v1_options(*, round_trip: bool, warnings: bool) -> None:
    """pydantic v1 can neither round-trip nor silence serialisation warnings: asking for it is an error, not a no-op."""
    if round_trip:
        raise ValueError("round_trip is only supported in Pydantic v2")
    _check_warnings(warnings)


def _v1_dump_options(
    include: Any, exclude: Any, by_alias: bool, exclude_unset: bool, exclude_defaults: bool, exclude_none: bool
) -> Dict[str, Any]:
    return {
        "include": include,
        "exclude": exclude,
        "by_alias": by_alias,
        "exclude_unset": exclude_unset,
        "exclude_defaults": exclude_defaults,
        "exclude_none": exclude_none,
    }


# Not a value type (eq=False): hashed by identity, because typing hashes the metadata of `Optional[Annotated[...]]`.
@dataclass(frozen=True, eq=False)
class DiscriminatorInfo:
    """Marks a discriminated union: the variant is the one `mapping` gives for the value of `property`.

    ```py
    Shape = Annotated[Union[Circle, Square], DiscriminatorInfo(property="kind", mapping={"circle": Circle, ...})]
    ```
    """

    property: str
    mapping: Mapping[str, Any]


def construct_type(type_: object, value: object) -> Any:
    """Builds `value` (parsed JSON) as `type_` without validating it; never raises.

    Models keep unknown fields and leave missing required ones unset; open enums (`Literal`) keep unknown values;
    unions take the variant the discriminator names, else the first that fits, else keep the value as it is; lists
    and dicts are built item by item; `datetime`/`date` are parsed from ISO 8601; anything that does not fit is kept
    as received.
    """
    return _construct(type_, value, None)


def _construct(type_: object, value: object, discriminator: DiscriminatorInfo | None) -> Any:
    type_, discriminator = _unwrap(type_, discriminator)
    if value is None:
        return None
    origin = get_origin(type_)
    args = get_args(type_)
    if origin in _UNIONS:
        return _construct_union(args, value, discriminator)
    if origin is list and isinstance(value, list):
        item_type = args[0] if args else Any
        return [_construct(item_type, item, None) for item in cast(List[object], value)]
    if origin is dict and isinstance(value, dict):
        value_type = args[1] if len(args) == 2 else Any
        return {key: _construct(value_type, item, None) for key, item in cast(Dict[str, object], value).items()}
    if not isinstance(type_, type):
        return value
    if issubclass(type_, pydantic.BaseModel) and isinstance(value, dict):
        return _construct_model(type_, cast(Dict[str, object], value))
    if type_ is float and isinstance(value, int) and not isinstance(value, bool) and float(value) == value:
        return float(value)  # only where no digit is lost: 2**53 + 1 stays an int
    if type_ in (datetime, date) and isinstance(value, str):
        return parse_time(type_, value)
    return value


def _construct_union(variants: Tuple[Any, ...], value: object, discriminator: DiscriminatorInfo | None) -> Any:
    if discriminator is not None:
        variant = _discriminated_variant(discriminator, value)
        if variant is None:
            return _closest(variants, value)
        if PYDANTIC_V1:
            # As the previous SDKs did under v1: the variant validated, with v1's coercions (a number read as the
            # text of a `str` field), when it validates.
            validated = _validated(variant, value)
            if validated is not _INVALID:
                return validated
        return _construct(variant, value, None)
    for variant in variants:
        if _matches(variant, value):
            return _construct(variant, value, None)
    # No variant fits as it is: the first that validates (coercing "1" to 1, say), else the first of the value's
    # shape, so that attribute access keeps working on a model whose fields may hold what the API sent.
    for variant in variants:
        validated = _validated(variant, value)
        if validated is not _INVALID:
            return validated
    return _closest(variants, value)


_INVALID = object()


def _validated(type_: object, value: object) -> Any:
    try:
        validated = validate_type(type_, value)
    except VALIDATION_ERRORS:
        return _INVALID
    # pydantic v1 truncates 1.5 to 1: a number that changes is not a fit.
    number = isinstance(value, (int, float)) and not isinstance(value, bool)
    return _INVALID if number and validated != value else validated


def _closest(variants: Tuple[Any, ...], value: object) -> Any:
    """The value built as the first variant of its shape (a model or dict for an object, a list for an array)."""
    is_object, is_array = isinstance(value, dict), isinstance(value, list)
    for variant in variants:
        base, _ = _unwrap(variant, None)
        origin: object = get_origin(base)
        if origin in _UNIONS:
            built: object = _closest(get_args(base), value)
            if built is not value:
                return built
        model = isinstance(base, type) and issubclass(base, pydantic.BaseModel)
        if (is_object and (model or origin is dict)) or (is_array and origin is list):
            return _construct(variant, value, None)
    return value


def _construct_model(
    model: type[pydantic.BaseModel], data: Dict[str, object], fields_set: Set[str] | None = None
) -> pydantic.BaseModel:
    """The model of `data`, keyed by wire names (or, for a field whose wire name is absent, its Python name)."""
    values: Dict[str, object] = {}
    given: Set[str] = set()
    known: Set[str] = set()
    fields = get_model_fields(model)
    types = model_field_types(model)
    for name, field in fields.items():
        key = field_alias(field, name)
        if key not in data and name in data:
            key = name
        known.add(key)
        if key in data:
            values[name] = _construct(types[name], data[key], _field_discriminator(field, types[name]))
            given.add(name)
        elif field_is_required(field) and _admits_none(types[name]):
            values[name] = None  # an optional field the API left out reads as None, as if it had a default
    extra_type = _extra_type(model)
    extra = {key: _construct(extra_type, item, None) for key, item in data.items() if key not in known}
    # Known fields win over an undocumented key that happens to equal a field's Python name.
    merged = {**extra, **values}
    # Names model_construct takes for its own parameters are set after it.
    clashing = {name: merged.pop(name) for name in _CONSTRUCT_PARAMS if name in merged}
    built = model_construct(model, given if fields_set is None else fields_set, merged)
    attributes = cast(Dict[str, Any], built.__dict__)
    for name, item in clashing.items():
        extra = model_extra(built)
        (extra if extra is not None and name not in fields else attributes)[name] = item
    return built


_CONSTRUCT_PARAMS = ("cls", "_fields_set")


@functools.cache
def _extra_type(model: type[pydantic.BaseModel]) -> object:
    """The type of a model's undocumented properties: `__pydantic_extra__: Dict[str, X]` declares X."""
    try:
        hints = typing.get_type_hints(model)
    except (NameError, TypeError):
        return Any
    args = get_args(hints.get("__pydantic_extra__"))
    return args[1] if len(args) == 2 else Any


def _admits_none(type_: object) -> bool:
    type_, _ = _unwrap(type_, None)
    return get_origin(type_) in _UNIONS and any(arg is None or arg is _NONE_TYPE for arg in get_args(type_))


def _matches(type_: object, value: object, discriminator: DiscriminatorInfo | None = None) -> bool:
    """Whether `value` fits `type_` well enough to pick it among union variants."""
    type_, discriminator = _unwrap(type_, discriminator)
    if type_ is Any or type_ is object:
        return True
    origin = get_origin(type_)
    args = get_args(type_)
    if origin in _UNIONS:
        if discriminator is not None:
            variant = _discriminated_variant(discriminator, value)
            return variant is not None and _matches(variant, value)
        return any(_matches(variant, value) for variant in args)
    if value is None:
        return type_ is None or type_ is _NONE_TYPE or (origin in _LITERALS and None in args)
    if origin in _LITERALS:
        return any(value == literal and type(value) is type(literal) for literal in args)
    if origin is list:
        items = cast(List[object], value) if isinstance(value, list) else None
        return items is not None and all(_matches(args[0] if args else Any, item) for item in items)
    if origin is dict:
        values = cast(Dict[str, object], value).values() if isinstance(value, dict) else None
        return values is not None and all(_matches(args[1] if len(args) == 2 else Any, item) for item in values)
    if not isinstance(type_, type):
        return False
    if issubclass(type_, pydantic.BaseModel):
        return isinstance(value, dict) and _model_matches(type_, cast(Dict[str, object], value))
    if type_ in (datetime, date):
        return isinstance(value, type_) or (isinstance(value, str) and parse_time(type_, value) is not value)
    if type_ is float:
        return isinstance(value, (int, float)) and not isinstance(value, bool)
    if type_ is int:
        return isinstance(value, int) and not isinstance(value, bool)
    return isinstance(value, type_)


def _model_matches(model: type[pydantic.BaseModel], data: Dict[str, object]) -> bool:
    types = model_field_types(model)
    for name, field in get_model_fields(model).items():
        key = field_alias(field, name)
        if key in data:
            if not _matches(types[name], data[key], _field_discriminator(field, types[name])):
                return False
        elif field_is_required(field):
            return False
    return True


def _unwrap(type_: object, discriminator: DiscriminatorInfo | None) -> Tuple[object, DiscriminatorInfo | None]:
    """Strips `Annotated`, keeping the innermost `DiscriminatorInfo` it carries."""
    while get_origin(type_) is Annotated:
        base, *metadata = get_args(type_)
        for item in metadata:
            if isinstance(item, DiscriminatorInfo):
                discriminator = item
            elif isinstance(item, PropertyInfo) and item.discriminator:
                discriminator = _discriminator_of(base, item.discriminator)
        type_ = base
    return type_, discriminator


DISCRIMINATOR_CACHE: weakref.WeakKeyDictionary[object, DiscriminatorInfo] = weakref.WeakKeyDictionary()
"""The discriminators worked out for unions marked with `PropertyInfo(discriminator=...)`, by union."""


def _discriminator_of(union: object, prop: str) -> DiscriminatorInfo:
    """The `DiscriminatorInfo` of a union whose model variants declare `prop` as a `Literal`, worked out once per
    union (kept on it as `__discriminator__`)."""
    try:
        cached = DISCRIMINATOR_CACHE.get(union)
    except TypeError:
        cached = None  # a union that takes no weak reference is worked out each time
    if cached is not None and cached.property in _wire_names(union, prop):
        return cached
    info = _discriminator_mapping(union, prop)
    with contextlib.suppress(TypeError):
        DISCRIMINATOR_CACHE[union] = info
    with contextlib.suppress(AttributeError, TypeError):
        cast(Any, union).__discriminator__ = info  # where the previous SDKs' older runtime kept it
    return info


def _wire_names(union: object, prop: str) -> Set[str]:
    names = {prop}
    for variant in get_args(union):
        if isinstance(variant, type) and issubclass(variant, pydantic.BaseModel):
            names.update(
                field_alias(field, name)
                for name, field in get_model_fields(variant).items()
                if prop in (name, field.alias)
            )
    return names


def _discriminator_mapping(union: object, prop: str) -> DiscriminatorInfo:
    wire, mapping = prop, cast(Dict[str, Any], {})
    for variant in get_args(union):
        if not (isinstance(variant, type) and issubclass(variant, pydantic.BaseModel)):
            continue
        types = model_field_types(variant)
        for name, field in get_model_fields(variant).items():
            annotation, _ = _unwrap(types[name], None)
            if prop in (name, field.alias) and get_origin(annotation) in _LITERALS:
                wire = field_alias(field, name)
                mapping.update({value: variant for value in get_args(annotation) if isinstance(value, str)})
    return DiscriminatorInfo(property=wire, mapping=mapping)


def _discriminated_variant(discriminator: DiscriminatorInfo, value: object) -> Any:
    key = cast(Dict[str, object], value).get(discriminator.property) if isinstance(value, dict) else None
    return discriminator.mapping.get(key) if isinstance(key, str) else None


def _field_discriminator(field: FieldInfo, type_: object) -> DiscriminatorInfo | None:
    """The discriminator pydantic v2 keeps among the field's metadata (v1 leaves it on the type, which `_unwrap`
    reads)."""
    for item in field_metadata(field):
        if isinstance(item, DiscriminatorInfo):
            return item
        if isinstance(item, PropertyInfo) and item.discriminator:
            annotation, _ = _unwrap(type_, None)
            return _discriminator_of(annotation, item.discriminator)
    return None


class FinalRequestOptions(pydantic.BaseModel):
    """A request as the previous SDKs' runtime described it, kept for code that built requests itself with
    `client._build_request(FinalRequestOptions(method=..., url=...))`; the client turns it into its own
    `RequestOptions`, so the request gets the same headers, auth, query and timeout as any other."""

    if PYDANTIC_V2:
        model_config = pydantic.ConfigDict(arbitrary_types_allowed=True)
    else:

        class Config:
            arbitrary_types_allowed = True

    method: str
    url: str
    params: Mapping[str, Any] = {}
    headers: Optional[Mapping[str, Any]] = None
    max_retries: Optional[int] = None
    timeout: Any = NOT_GIVEN
    files: Optional[Any] = None
    idempotency_key: Optional[str] = None
    json_data: Optional[Any] = None
    extra_json: Optional[Mapping[str, Any]] = None
    follow_redirects: Optional[bool] = None

    def to_request_options(self) -> RequestOptions:
        body: object = NOT_GIVEN if self.json_data is None else self.json_data
        files: object = self.files
        if files is not None:
            pairs = (
                list(cast(Mapping[str, object], files).items())
                if isinstance(files, Mapping)
                else list(cast(Sequence[Tuple[str, object]], files))
            )
            fields: Dict[str, object] = dict(cast(Mapping[str, object], body)) if isinstance(body, Mapping) else {}
            body = {**fields, **dict(pairs)}
        return RequestOptions(
            method=self.method,
            path=self.url,
            accept="application/json",
            query=self.params or None,
            headers=self.headers,
            body=body,
            body_encoding="multipart" if files is not None else "json",
            extra_body=self.extra_json,
            timeout=self.timeout,
            default_max_retries=self.max_retries,
            idempotency_key=self.idempotency_key,
            follow_redirects=True if self.follow_redirects is None else self.follow_redirects,
        )


def _eager(value: object) -> object:
    if isinstance(value, (list, tuple, set, frozenset, collections.deque)):
        return cast(object, value)  # a collection already: kept as it is
    if isinstance(value, (str, bytes)):
        return list(cast(Iterable[object], value))  # a str is not rebuilt from its characters
    if isinstance(value, Iterable):
        return list(cast(Iterable[object], value))
    return value


def _as_list(value: Iterable[object]) -> List[object]:
    return list(value)


if TYPE_CHECKING or PYDANTIC_V2:
    EagerIterable = Annotated[Iterable[_T], pydantic.PlainValidator(_eager), pydantic.PlainSerializer(_as_list)]
else:
    EagerIterable = List[_T]  # pydantic v1 reads any iterable into a list
"""An `Iterable` field read into a collection when the model is validated (a generator is consumed at once, a list
or tuple kept), so that dumping the model twice gives the items twice; it dumps as a list."""
