from __future__ import annotations

from datetime import date, datetime, timezone

import pytest

from sdkgen_runtime._qs import ArrayFormat, NestedFormat, stringify_query
from sdkgen_runtime._types import NOT_GIVEN, omit

PARAMS = {"filter": {"owner": {"name": "ada"}, "tags": ["a", "b"]}, "in": ["x", "y"]}


@pytest.mark.parametrize(
    ("nested_format", "array_format", "expected"),
    [
        ("brackets", "comma", "filter[owner][name]=ada&filter[tags]=a,b&in=x,y"),
        ("brackets", "repeat", "filter[owner][name]=ada&filter[tags]=a&filter[tags]=b&in=x&in=y"),
        ("brackets", "indices", "filter[owner][name]=ada&filter[tags][0]=a&filter[tags][1]=b&in[0]=x&in[1]=y"),
        ("brackets", "brackets", "filter[owner][name]=ada&filter[tags][]=a&filter[tags][]=b&in[]=x&in[]=y"),
        ("dots", "comma", "filter.owner.name=ada&filter.tags=a,b&in=x,y"),
        ("dots", "repeat", "filter.owner.name=ada&filter.tags=a&filter.tags=b&in=x&in=y"),
        ("dots", "indices", "filter.owner.name=ada&filter.tags[0]=a&filter.tags[1]=b&in[0]=x&in[1]=y"),
        ("dots", "brackets", "filter.owner.name=ada&filter.tags[]=a&filter.tags[]=b&in[]=x&in[]=y"),
    ],
)
def test_nested_and_array_formats(nested_format: NestedFormat, array_format: ArrayFormat, expected: str) -> None:
    assert stringify_query(PARAMS, nested_format=nested_format, array_format=array_format) == expected


def test_scalars() -> None:
    when = datetime(2024, 5, 6, 7, 8, 9, tzinfo=timezone.utc)
    params = {"t": True, "f": False, "n": None, "i": 5, "x": 1.5, "at": when, "on": date(2024, 5, 6)}

    assert stringify_query(params) == "t=true&f=false&n=&i=5&x=1.5&at=2024-05-06T07%3A08%3A09%2B00%3A00&on=2024-05-06"


def test_unset_values_and_empty_arrays_are_left_out() -> None:
    params = {"a": NOT_GIVEN, "b": omit, "c": [], "d": [NOT_GIVEN], "e": {"f": NOT_GIVEN}, "g": "kept"}

    assert stringify_query(params) == "g=kept"
    assert stringify_query(params, array_format="indices") == "g=kept"


def test_arrays_of_objects_repeat_the_key_in_comma_format() -> None:
    params = {"sort": [{"field": "name"}, {"field": "age"}]}

    assert stringify_query(params) == "sort[field]=name&sort[field]=age"
    assert stringify_query(params, array_format="indices") == "sort[0][field]=name&sort[1][field]=age"


def test_reserved_characters_are_form_encoded_as_httpx_does() -> None:
    params = {"q": "a b&c=d/é+", "k[x] y": "!*'()~,", "list": ["a,b", "c d"]}

    assert stringify_query(params) == "q=a+b%26c%3Dd%2F%C3%A9%2B&k[x]+y=!*'()~%2C&list=a%2Cb,c+d"
