from __future__ import annotations

import io
from dataclasses import replace
from datetime import datetime, timezone
from email.message import Message
from email.parser import BytesParser
from pathlib import Path
from typing import List, NamedTuple, Optional, cast

import httpx
import pytest

from sdkgen_runtime._exceptions import ClientError
from sdkgen_runtime._files import file_from_path
from sdkgen_runtime._qs import ArrayFormat
from sdkgen_runtime._types import NOT_GIVEN

from .helpers import DEFAULTS, Item, MakeClient, MockServer, json_reply, request_json, resolve

ITEM = {"id": "item_1"}


class Part(NamedTuple):
    name: str
    filename: Optional[str]
    content_type: str
    value: bytes


def parts_of(request: httpx.Request) -> List[Part]:
    """The parts of a multipart request, in order."""
    head = f"Content-Type: {request.headers['Content-Type']}\r\n\r\n".encode()
    message = BytesParser().parsebytes(head + request.content)
    return [
        Part(
            name=cast(str, part.get_param("name", header="content-disposition")),
            filename=part.get_filename(),
            content_type=part.get_content_type(),
            value=cast(bytes, part.get_payload(decode=True)),
        )
        for part in cast(List[Message], message.get_payload())
    ]


async def test_json_bodies_keep_null_and_leave_out_unset_params(make_client: MakeClient, server: MockServer) -> None:
    client = make_client()
    server.reply(json_reply(ITEM), json_reply(ITEM))

    await resolve(client.items.create(name="Widget", note=None))
    assert server.last.content == b'{"name":"Widget","note":null}'

    await resolve(client.items.create(name="Widget", tags=["a"], extra_body={"priority": 3}))
    assert request_json(server.last) == {"name": "Widget", "tags": ["a"], "priority": 3}


async def test_json_bodies_encode_dates_models_and_collections(make_client: MakeClient, server: MockServer) -> None:
    client = make_client()
    server.reply(json_reply(ITEM))
    body = {
        "at": datetime(2024, 1, 2, 3, 4, 5, tzinfo=timezone.utc),
        "item": Item.model_construct(id="i", class_="gold"),
        "pair": (1, 2),
        "set": {"only"},
        "text": "ünïcode",
    }

    await resolve(client._request("post", "/json", cast_to=object, body=body))

    assert request_json(server.last) == {
        "at": "2024-01-02T03:04:05+00:00",
        "item": {"id": "i", "class": "gold"},
        "pair": [1, 2],
        "set": ["only"],
        "text": "ünïcode",
    }


async def test_extra_body_alone_makes_an_object_body(make_client: MakeClient, server: MockServer) -> None:
    client = make_client()
    server.reply(json_reply(ITEM))

    await resolve(client._request("post", "/a", cast_to=object, extra_body={"x": 1}))

    assert request_json(server.last) == {"x": 1}


async def test_extra_body_needs_an_object_body(make_client: MakeClient, server: MockServer) -> None:
    client = make_client()

    with pytest.raises(ClientError, match="extra_body"):
        await resolve(client._request("post", "/a", cast_to=object, body=["x"], extra_body={"x": 1}))
    assert server.requests == []


async def test_form_bodies_nest_per_query_settings_and_repeat_arrays(
    make_client: MakeClient, server: MockServer
) -> None:
    client = make_client(defaults=replace(DEFAULTS, query_nested_format="dots", query_array_format="comma"))
    server.reply(json_reply(ITEM))
    body = {"name": "a b", "tags": ["x", "y"], "meta": {"k": "v"}, "skip": NOT_GIVEN}

    await resolve(client._request("post", "/form", cast_to=object, body=body, body_encoding="form"))

    assert server.last.headers["Content-Type"] == "application/x-www-form-urlencoded"
    assert server.last.content == b"name=a+b&tags=x&tags=y&meta.k=v"


async def test_multipart_files_from_every_kind_of_input(
    make_client: MakeClient, server: MockServer, tmp_path: Path
) -> None:
    client = make_client()
    server.reply(json_reply(ITEM))
    path = tmp_path / "photo.png"
    path.write_bytes(b"png")
    opened = io.BytesIO(b"stream")
    opened.name = "/tmp/report.pdf"
    body = {
        "raw": b"bytes",
        "named": ("hello.txt", b"hello", "text/plain"),
        "path": path,
        "helper": file_from_path(str(path)),
        "io": opened,
        "purpose": "avatar",
        "count": 2,
        "flag": True,
    }

    await resolve(client._request("post", "/uploads", cast_to=object, body=body, body_encoding="multipart"))

    assert server.last.headers["Content-Type"].startswith("multipart/form-data; boundary=")
    assert parts_of(server.last) == [
        Part("raw", "upload", "application/octet-stream", b"bytes"),
        Part("named", "hello.txt", "text/plain", b"hello"),
        Part("path", "photo.png", "image/png", b"png"),
        Part("helper", "photo.png", "image/png", b"png"),
        Part("io", "report.pdf", "application/pdf", b"stream"),
        Part("purpose", None, "text/plain", b"avatar"),
        Part("count", None, "text/plain", b"2"),
        Part("flag", None, "text/plain", b"true"),
    ]


@pytest.mark.parametrize(
    ("array_format", "names", "values"),
    [
        ("brackets", ["tags[]", "tags[]", "meta[k]"], [b"a", b"b", b"v"]),
        ("indices", ["tags[0]", "tags[1]", "meta[k]"], [b"a", b"b", b"v"]),
        ("repeat", ["tags", "tags", "meta[k]"], [b"a", b"b", b"v"]),
        ("comma", ["tags", "meta[k]"], [b"a,b", b"v"]),
    ],
)
async def test_multipart_arrays_follow_the_multipart_format(
    make_client: MakeClient, server: MockServer, array_format: ArrayFormat, names: List[str], values: List[bytes]
) -> None:
    client = make_client(defaults=replace(DEFAULTS, multipart_array_format=array_format))
    server.reply(json_reply(ITEM))
    body = {"tags": ["a", "b"], "meta": {"k": "v"}}

    await resolve(client._request("post", "/uploads", cast_to=object, body=body, body_encoding="multipart"))

    parts = parts_of(server.last)
    assert [part.name for part in parts] == names
    assert [part.value for part in parts] == values


async def test_multipart_arrays_of_files(make_client: MakeClient, server: MockServer) -> None:
    client = make_client()
    server.reply(json_reply(ITEM))
    body = {"files": [("a.txt", b"a"), ("b.txt", b"b")]}

    await resolve(client._request("post", "/uploads", cast_to=object, body=body, body_encoding="multipart"))

    assert [(part.name, part.filename) for part in parts_of(server.last)] == [
        ("files[]", "a.txt"),
        ("files[]", "b.txt"),
    ]


async def test_a_retried_upload_sends_the_same_parts(make_client: MakeClient, server: MockServer) -> None:
    client = make_client()
    server.reply(json_reply({"message": "busy"}, status=503), json_reply(ITEM))
    body = {"file": io.BytesIO(b"contents"), "purpose": "avatar"}

    await resolve(client._request("post", "/uploads", cast_to=object, body=body, body_encoding="multipart"))

    first, second = (parts_of(request) for request in server.requests)
    assert first == second
    assert first[0].value == b"contents"


async def test_text_and_binary_bodies(make_client: MakeClient, server: MockServer, tmp_path: Path) -> None:
    client = make_client()
    path = tmp_path / "blob.bin"
    path.write_bytes(b"\x00\x01")
    server.reply(*(json_reply(ITEM) for _ in range(4)))

    await resolve(client._request("post", "/t", cast_to=object, body="hi", body_encoding="text"))
    await resolve(client._request("post", "/b", cast_to=object, body=b"\x00", body_encoding="binary"))
    await resolve(client._request("post", "/b", cast_to=object, body=path, body_encoding="binary"))
    await resolve(
        client._request(
            "post", "/b", cast_to=object, body=io.BytesIO(b"io"), body_encoding="binary", content_type="image/png"
        )
    )

    sent = [(request.headers["Content-Type"], request.content) for request in server.requests]
    assert sent == [
        ("text/plain", b"hi"),
        ("application/octet-stream", b"\x00"),
        ("application/octet-stream", b"\x00\x01"),
        ("image/png", b"io"),
    ]


async def test_a_body_that_is_not_an_object_is_sent_as_given(make_client: MakeClient, server: MockServer) -> None:
    client = make_client()
    server.reply(json_reply(ITEM))

    await resolve(
        client._request("put", "/tags", cast_to=object, body=["a", "b"], content_type="application/merge+json")
    )

    assert server.last.headers["Content-Type"] == "application/merge+json"
    assert server.last.content == b'["a","b"]'
