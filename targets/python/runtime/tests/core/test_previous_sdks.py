"""The helpers kept from the SDKs the previous generator made, which code outside the client used."""

from __future__ import annotations

from datetime import datetime, timezone
from pathlib import Path
from typing import Any, Dict, List, Union, cast
from urllib.parse import unquote

import httpx
import pytest
from typing_extensions import Annotated, Literal, TypedDict

from sdkgen_runtime._base_client import FinalRequestOptions, get_platform, make_request_options
from sdkgen_runtime._exceptions import APIConnectionError
from sdkgen_runtime._files import async_to_httpx_files, to_httpx_files
from sdkgen_runtime._models import BaseModel, construct_type
from sdkgen_runtime._qs import Querystring, stringify
from sdkgen_runtime._types import NOT_GIVEN
from sdkgen_runtime._utils import LazyProxy, PropertyInfo, extract_files, transform

from .helpers import FakeClient


def test_querystring_keeps_the_previous_defaults() -> None:
    assert unquote(stringify({"a": [1, None, 2], "b": None, "c": {"d": True}})) == "a=1&a=2&c[d]=true"
    dotted = Querystring(array_format="comma", nested_format="dots")
    assert dotted.stringify({"a": [1, 2], "c": {"d": 1}}) == "a=1,2&c.d=1"
    with pytest.raises(NotImplementedError, match="Unknown array_format value: bogus"):
        stringify({"a": [1]}, array_format=cast(Any, "bogus"))


def test_files_become_httpx_files(tmp_path: Path) -> None:
    path = tmp_path / "notes.txt"
    path.write_bytes(b"hi")

    assert to_httpx_files({"file": path}) == {"file": ("notes.txt", b"hi")}
    assert to_httpx_files([("file", b"raw")]) == [("file", ("upload", b"raw"))]
    with pytest.raises(TypeError, match="Expected file types input"):
        to_httpx_files({"file": "not a file"})  # type: ignore[dict-item]


async def test_async_files_read_paths(tmp_path: Path) -> None:
    path = tmp_path / "notes.txt"
    path.write_bytes(b"hi")

    assert await async_to_httpx_files({"file": path}) == {"file": ("notes.txt", b"hi")}


def test_extract_files_takes_the_files_out() -> None:
    query: Dict[str, object] = {"docs": [{"file": b"1", "n": 1}, {"file": b"2"}], "meta": {"f": b"m"}, "k": "v"}

    assert extract_files(query, paths=[["docs", "<array>", "file"], ["meta", "f"], ["missing", "x"]]) == [
        ("docs[][file]", b"1"),
        ("docs[][file]", b"2"),
        ("meta[f]", b"m"),
    ]
    assert query == {"docs": [{"n": 1}, {}], "meta": {}, "k": "v"}


class _Inner(TypedDict, total=False):
    created_at: Annotated[datetime, PropertyInfo(alias="createdAt", format="iso8601")]


class _Params(TypedDict, total=False):
    inner: _Inner
    items: List[_Inner]
    plain: List[int]


def test_transform_renames_and_formats() -> None:
    when = datetime(2024, 1, 2, 3, 4, 5, tzinfo=timezone.utc)
    plain = [1, 2]

    out = transform(
        {"inner": {"created_at": when}, "items": [{"created_at": when}], "plain": plain, "x": NOT_GIVEN}, _Params
    )

    assert out == {
        "inner": {"createdAt": "2024-01-02T03:04:05+00:00"},
        "items": [{"createdAt": "2024-01-02T03:04:05+00:00"}],
        "plain": [1, 2],
    }
    assert out["plain"] is plain


class _Cat(BaseModel):
    type: Literal["cat"]
    lives: int


class _Dog(BaseModel):
    type: Literal["dog"]
    good: bool


def test_property_info_discriminates_unions() -> None:
    pet = Annotated[Union[_Cat, _Dog], PropertyInfo(discriminator="type")]

    assert isinstance(construct_type(pet, {"type": "dog", "good": True}), _Dog)
    unknown = construct_type(pet, {"type": "fish"})
    assert isinstance(unknown, _Cat) and unknown.type == "fish"


def test_models_construct_and_print_as_before() -> None:
    class Owner(BaseModel):
        name: str
        pet: Union[_Cat, _Dog, None]

    owner = Owner.construct(name="Ann", pet={"type": "cat", "lives": "9"})

    assert isinstance(owner.pet, _Cat) and owner.pet.lives == 9
    assert str(owner) == "Owner(name='Ann', pet=_Cat(type='cat', lives=9))"
    assert owner.to_dict(use_api_names=False, exclude_unset=False) == {
        "name": "Ann",
        "pet": {"type": "cat", "lives": 9},
    }
    assert Owner.construct(name="Bo").pet is None


def test_final_request_options_build_the_clients_request() -> None:
    client = FakeClient(api_key="k", base_url="https://api.example/v1")
    options = FinalRequestOptions(
        method="post",
        url="/things",
        json_data={"a": 1},
        **make_request_options(extra_headers={"X-Extra": "1"}, extra_query={"q": "v"}),
    )

    request = client._build_request(options)

    assert request.url == "https://api.example/v1/things?q=v"
    assert request.headers["X-Extra"] == "1"
    assert request.content == b'{"a":1}' or request.content == b'{"a": 1}'


def test_retry_timeout_follows_the_server_and_the_backoff() -> None:
    client = FakeClient(api_key="k", base_url="https://api.example/v1")
    options = FinalRequestOptions(method="get", url="/", max_retries=3)

    assert client._calculate_retry_timeout(3, options, httpx.Headers({"retry-after": "20"})) == 20
    assert (
        client._calculate_retry_timeout(3, options, httpx.Headers({"retry-after": "61"}))
        <= client._defaults.initial_retry_delay
    )
    assert client._calculate_retry_timeout(-1000, options, None) <= client._defaults.max_retry_delay


def test_client_lifecycle_and_base_url_setter() -> None:
    client = FakeClient(api_key="k", base_url="https://api.example/v1")
    client.base_url = "https://other.example/v2"  # type: ignore[assignment]

    assert str(client.base_url) == "https://other.example/v2/"
    assert str(client.copy().base_url) == "https://other.example/v2/"
    assert not client.is_closed()
    client.close()
    assert client.is_closed()
    assert get_platform()
    with pytest.raises(TypeError, match="max_retries cannot be None"):
        FakeClient(api_key="k", max_retries=None)  # type: ignore[arg-type]


def test_any_transport_failure_is_a_connection_error() -> None:
    def fail(_request: httpx.Request) -> httpx.Response:
        raise RuntimeError("boom")

    client = FakeClient(
        api_key="k",
        base_url="https://api.example/v1",
        max_retries=0,
        http_client=httpx.Client(transport=httpx.MockTransport(fail)),
    )

    with pytest.raises(APIConnectionError):
        client.get("/x", cast_to=object)


def test_a_proxy_that_loads_itself_does_not_recurse() -> None:
    class Itself(LazyProxy[Any]):
        def __load__(self) -> Any:
            return self

    proxy = Itself()

    assert repr(proxy) == str(proxy) == "Itself"
    assert dir(proxy) == []
