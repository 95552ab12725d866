from __future__ import annotations

import json
from datetime import date, datetime, timezone
from typing import Any, Dict, Iterable, List, Optional, Union

import httpx
import pydantic
import pytest
from typing_extensions import Required, TypedDict

from sdkgen_runtime._compat import PYDANTIC_V2
from sdkgen_runtime._exceptions import APIResponseValidationError
from sdkgen_runtime._models import BaseModel, construct_type, validate_type

from .helpers import Circle, Item, MakeClient, MockServer, Shape, Square, json_reply, resolve


class Node(BaseModel):
    name: str
    children: List[Node] = []
    shapes: Dict[str, List[Shape]] = {}
    score: Optional[float] = None
    born: Optional[date] = None


Node.model_rebuild()  # as generated modules rebuild their recursive models: pydantic v1 needs it


def test_unknown_fields_are_kept_and_readable() -> None:
    item = construct_type(Item, {"id": "i", "extra": {"nested": [1, 2]}, "class": "gold"})

    assert isinstance(item, Item)
    assert item.class_ == "gold"
    undocumented = "extra"
    assert getattr(item, undocumented) == {"nested": [1, 2]}
    assert item.model_extra == {"extra": {"nested": [1, 2]}}
    assert item.to_dict() == {"id": "i", "class": "gold", "extra": {"nested": [1, 2]}}
    # pydantic v1 writes JSON with json.dumps's separators.
    separators = (",", ":") if PYDANTIC_V2 else (", ", ": ")
    assert item.to_json(indent=None) == json.dumps(item.to_dict(), separators=separators)


def test_unknown_enum_values_and_union_variants_are_kept() -> None:
    item = construct_type(Item, {"id": "i", "status": "paused", "shape": {"kind": "triangle", "sides": 3}})

    assert item.status == "paused"
    # An unknown variant is built as the first variant of its shape, keeping what the API sent, as the previous
    # SDKs did: attribute access keeps working.
    assert isinstance(item.shape, Circle) and item.shape.kind == "triangle"
    assert item.to_dict() == {"id": "i", "status": "paused", "shape": {"kind": "triangle", "sides": 3}}


def test_discriminated_unions_pick_the_mapped_variant() -> None:
    item = construct_type(Item, {"id": "i", "status": "active", "shape": {"kind": "square", "side": 2}})

    assert item.status == "active"
    assert item.shape == Square(kind="square", side=2.0)
    assert isinstance(item.shape.side, float)


def test_plain_unions_pick_the_first_variant_that_fits() -> None:
    assert construct_type(Union[Circle, Square], {"kind": "square", "side": 1}) == Square(kind="square", side=1.0)
    assert construct_type(Union[int, str], "1") == "1"
    assert construct_type(Union[int, str], 1) == 1
    assert construct_type(Union[bool, int], 1) == 1
    assert construct_type(Optional[datetime], None) is None
    assert construct_type(Union[datetime, int], "2024-01-01T00:00:00Z") == datetime(2024, 1, 1, tzinfo=timezone.utc)
    assert construct_type(Union[int, str], 1.5) == 1.5
    hexagon = construct_type(Union[Circle, Square], {"kind": "hexagon"})
    assert isinstance(hexagon, Circle) and hexagon.kind == "hexagon"
    assert construct_type(Union[Square, Circle], {"kind": "circle", "radius": "2"}) == Circle(kind="circle", radius=2.0)


def test_missing_fields_are_unset_and_null_is_told_from_missing() -> None:
    missing = construct_type(Item, {"name": "no id"})
    null = construct_type(Item, {"id": "i", "note": None})

    with pytest.raises(AttributeError):
        _ = missing.id
    assert missing.note is None and "note" not in missing.model_fields_set
    assert null.note is None and "note" in null.model_fields_set
    assert null.to_dict() == {"id": "i", "note": None}


def test_values_that_do_not_fit_are_kept_as_received() -> None:
    item = construct_type(Item, {"id": 123, "created_at": "not a date", "shape": "round"})

    assert (item.id, item.created_at, item.shape) == (123, "not a date", "round")
    assert construct_type(List[Item], {"not": "a list"}) == {"not": "a list"}
    assert construct_type(Item, ["not", "an", "object"]) == ["not", "an", "object"]


def test_dates_parse_from_iso_8601() -> None:
    node = construct_type(Node, {"name": "n", "born": "2024-02-29"})
    item = construct_type(Item, {"id": "i", "created_at": "2024-01-02T03:04:05.123Z"})

    assert node.born == date(2024, 2, 29)
    assert item.created_at == datetime(2024, 1, 2, 3, 4, 5, 123000, tzinfo=timezone.utc)


def test_nested_lists_and_dicts_are_built_item_by_item() -> None:
    data = {
        "name": "root",
        "score": 3,
        "children": [{"name": "leaf", "shapes": {"a": [{"kind": "circle", "radius": 1}, {"kind": "blob"}]}}],
    }

    node = construct_type(Node, data)

    leaf = node.children[0]
    assert isinstance(leaf, Node)
    assert leaf.shapes["a"][0] == Circle(kind="circle", radius=1.0)
    assert isinstance(leaf.shapes["a"][1], Circle) and leaf.shapes["a"][1].kind == "blob"
    assert node.score == 3.0 and isinstance(node.score, float)
    assert construct_type(Dict[str, int], {"a": 1}) == {"a": 1}
    assert construct_type(Any, {"a": 1}) == {"a": 1}
    assert construct_type(object, [1]) == [1]


def test_validate_type_is_strict() -> None:
    assert validate_type(Item, {"id": "i", "status": "active"}) == Item(id="i", status="active")
    assert validate_type(List[int], [1, 2]) == [1, 2]
    with pytest.raises(pydantic.ValidationError):
        validate_type(Item, {"id": "i", "status": "paused"})


async def test_strict_clients_raise_a_validation_error(make_client: MakeClient, server: MockServer) -> None:
    client = make_client(strict_response_validation=True)
    server.reply(json_reply({"id": "i", "status": "active"}), json_reply({"id": "i", "status": "paused"}))

    assert await resolve(client.items.retrieve("i")) == Item(id="i", status="active")
    with pytest.raises(APIResponseValidationError) as raised:
        await resolve(client.items.retrieve("i"))
    assert raised.value.body == {"id": "i", "status": "paused"}
    assert isinstance(raised.value.__cause__, pydantic.ValidationError)


async def test_parsed_models_carry_the_request_id(make_client: MakeClient, server: MockServer) -> None:
    client = make_client()
    server.reply(json_reply({"id": "i"}, headers={"x-request-id": "req_1"}))

    item = await resolve(client.items.retrieve("i"))

    assert item._request_id == "req_1"
    assert "_request_id" not in item.to_dict()


async def test_unwrap_returns_a_nested_value(make_client: MakeClient, server: MockServer) -> None:
    client = make_client()
    server.reply(json_reply({"data": {"item": {"id": "i"}}}))

    item = await resolve(client._request("get", "/wrapped", cast_to=Item, unwrap=("data", "item")))

    assert item == Item(id="i")


async def test_casts_to_scalars_text_and_nothing(make_client: MakeClient, server: MockServer) -> None:
    client = make_client()
    server.reply(json_reply(3), httpx.Response(200, text="plain words"), httpx.Response(204))

    assert await resolve(client._request("get", "/count", cast_to=float)) == 3.0
    assert await resolve(client._request("get", "/text", cast_to=str)) == "plain words"
    assert await resolve(client._request("delete", "/items/i", cast_to=None)) is None


def test_discriminated_variants_read_as_each_pydantic_version_reads_them() -> None:
    # pydantic v2: built as sent. pydantic v1: validated with v1's coercions where it validates, as the previous SDKs
    # did under v1, whose users expect it.
    circle = construct_type(Shape, {"kind": "circle", "radius": "2"})

    assert isinstance(circle, Circle)
    assert circle.radius == ("2" if PYDANTIC_V2 else 2.0)


class _Owner(BaseModel):
    id: Optional[str] = None
    name: Optional[str] = None


class _Pet(BaseModel):
    id: Optional[str] = None
    name: Optional[str] = None
    owners: Optional[List[_Owner]] = None


class _OwnerParam(TypedDict, total=False):
    name: str


class _PetParam(TypedDict, total=False):
    name: Required[str]
    owners: Iterable[_OwnerParam]


def test_param_model_converters_keep_the_request_sides_keys() -> None:
    pet = construct_type(_Pet, {"id": "p", "name": "Rex", "owners": [{"id": "o", "name": "Ann"}], "extra": 1})

    # Read-only keys (id) and undocumented ones go; unset fields stay unset.
    assert pet._to_param(_PetParam) == {"name": "Rex", "owners": [{"name": "Ann"}]}
    assert construct_type(_Pet, {"name": "Rex"})._to_param(_PetParam) == {"name": "Rex"}

    back = _Pet._from_param({"name": "Rex", "owners": [{"name": "Ann"}]})
    assert isinstance(back, _Pet) and back.owners is not None and isinstance(back.owners[0], _Owner)
    assert back.model_fields_set == {"name", "owners"}
