from __future__ import annotations

import re
from datetime import date, datetime
from typing import Any, Dict, List, Optional, Union

import pytest
from typing_extensions import Literal

from sdkgen_runtime._models import construct_type
from sdkgen_runtime._types import NOT_GIVEN, omit
from sdkgen_runtime._utils import get_path, is_given, read_env, read_env_bool, read_env_float, read_env_int

from ..utils import assert_matches_type
from .helpers import Item, Shape


def test_read_env(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("FAKE_TEXT", "  value ")
    monkeypatch.setenv("FAKE_BLANK", "  ")
    monkeypatch.setenv("FAKE_INT", "42")
    monkeypatch.setenv("FAKE_FLOAT", "2.5")
    monkeypatch.setenv("FAKE_BOOL", "Yes")
    monkeypatch.setenv("FAKE_BAD", "nan")

    assert (read_env("FAKE_TEXT"), read_env("FAKE_BLANK"), read_env("FAKE_MISSING")) == ("value", None, None)
    assert (read_env_int("FAKE_INT"), read_env_int("FAKE_FLOAT"), read_env_int("FAKE_MISSING")) == (42, None, None)
    assert (read_env_float("FAKE_FLOAT"), read_env_float("FAKE_BAD")) == (2.5, None)
    assert (read_env_bool("FAKE_BOOL"), read_env_bool("FAKE_INT"), read_env_bool("FAKE_TEXT")) == (True, None, None)


def test_is_given_and_get_path() -> None:
    assert (is_given(None), is_given(0), is_given(NOT_GIVEN), is_given(omit)) == (True, True, False, False)
    assert get_path({"a": {"b": [1]}}, ["a", "b"]) == [1]
    assert get_path({"a": 1}, ["a", "b"]) is None
    assert get_path([1], []) == [1]


def test_assert_matches_type_accepts_matching_values() -> None:
    item = construct_type(Item, {"id": "i", "status": "active", "shape": {"kind": "circle", "radius": 1}})

    assert_matches_type(Item, item, path=["response"])
    assert_matches_type(List[Item], [item], path=["response"])
    assert_matches_type(Dict[str, Optional[int]], {"a": 1, "b": None}, path=["response"])
    assert_matches_type(Shape, item.shape, path=["response"])
    assert_matches_type(Literal["a", "b"], "b", path=["response"])
    assert_matches_type(float, 1, path=["response"])
    assert_matches_type(Union[datetime, date], date(2024, 1, 1), path=["response"])
    assert_matches_type(object, object(), path=["response"])
    assert_matches_type(None, None, path=["response"])


@pytest.mark.parametrize(
    ("type_", "value", "message"),
    [
        (int, True, "response: expected an int, got True"),
        (str, 1, "response: expected a str, got 1"),
        (Literal["a"], "z", "response: expected one of ('a',), got 'z'"),
        (List[int], [1, "2"], "response.1: expected an int"),
        (Dict[str, int], {"k": "v"}, "response.k: expected an int"),
        (Optional[int], "x", "response: 'x' matches no variant"),
        (Item, {"id": "i"}, "response: expected a Item"),
    ],
)
def test_assert_matches_type_names_the_path_of_a_mismatch(type_: Any, value: object, message: str) -> None:
    with pytest.raises(AssertionError, match=re.escape(message)):
        assert_matches_type(type_, value, path=["response"])


def test_assert_matches_type_checks_model_fields() -> None:
    with pytest.raises(AssertionError, match="required field 'id' is missing"):
        assert_matches_type(Item, construct_type(Item, {"name": "no id"}), path=["response"])
    with pytest.raises(AssertionError, match="response.status: 'paused' matches no variant"):
        assert_matches_type(Item, construct_type(Item, {"id": "i", "status": "paused"}), path=["response"])
