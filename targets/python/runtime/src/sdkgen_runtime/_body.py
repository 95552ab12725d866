"""Request bodies: JSON, form, multipart, text and binary encodings."""

from __future__ import annotations

import json
from collections.abc import AsyncIterable, Iterable, Mapping as MappingABC
from dataclasses import dataclass
from datetime import date, datetime
from typing import AsyncIterable as AsyncIterableT, Iterable as IterableT, List, Mapping, Tuple, Union, cast

import pydantic

from ._compat import model_dump
from ._exceptions import ClientError
from ._files import MultipartPart, is_file_content, multipart_parts, read_file_content
from ._qs import ArrayFormat, NestedFormat, stringify_query
from ._types import BodyEncoding, FileContent, NotGiven, Omit

Content = Union[bytes, IterableT[bytes], AsyncIterableT[bytes]]


@dataclass(frozen=True)
class EncodedBody:
    """A body ready for httpx, encoded once so that every attempt sends the same bytes."""

    content: Content | None = None
    files: List[Tuple[str, MultipartPart]] | None = None
    content_type: str | None = None
    """`None` for multipart bodies, whose content type httpx sets with the boundary."""
    replayable: bool = True
    """False for streamed contents, which can be sent only once and are therefore not retried."""


def encode_body(
    body: object,
    *,
    encoding: BodyEncoding,
    extra: Mapping[str, object] | None,
    content_type: str | None,
    nested_format: NestedFormat,
    multipart_array_format: ArrayFormat,
) -> EncodedBody:
    """Encodes a request body; `NOT_GIVEN` and `omit` values of an object body are left out and `None` is kept."""
    value = _with_extra(_without_unset(body), extra, encoding)
    if isinstance(value, NotGiven):
        return EncodedBody()
    if encoding == "json":
        return EncodedBody(content=json_dumps(value), content_type=content_type or "application/json")
    if encoding == "form":
        # Form bodies repeat array fields (OpenAPI's default for form encoding); query_settings govern queries only.
        text = stringify_query(_object_body(value, encoding), nested_format=nested_format, array_format="repeat")
        return EncodedBody(content=text.encode(), content_type="application/x-www-form-urlencoded")
    if encoding == "multipart":
        return EncodedBody(files=multipart_parts(_object_body(value, encoding), multipart_array_format))
    if encoding == "text":
        return EncodedBody(content=str(value).encode(), content_type=content_type or "text/plain")
    return _binary_body(value, content_type or "application/octet-stream")


def json_dumps(value: object) -> bytes:
    """JSON as the API expects it: compact UTF-8, dates in ISO 8601, models by their wire names."""
    return json.dumps(value, default=_to_json_value, separators=(",", ":"), ensure_ascii=False).encode()


def _to_json_value(value: object) -> object:
    if isinstance(value, (datetime, date)):
        return value.isoformat()
    if isinstance(value, pydantic.BaseModel):
        return model_dump(value, mode="json", by_alias=True, exclude_unset=True, warnings=False)
    if isinstance(value, MappingABC):
        return dict(cast(Mapping[str, object], value))
    if isinstance(value, Iterable) and not isinstance(value, (str, bytes, bytearray)):
        return list(cast(IterableT[object], value))
    raise TypeError(f"Object of type {type(value).__name__} is not JSON serializable")


def _without_unset(body: object) -> object:
    if isinstance(body, MappingABC):
        items = cast(Mapping[str, object], body).items()
        return {key: value for key, value in items if not isinstance(value, (NotGiven, Omit))}
    return body


def _with_extra(body: object, extra: Mapping[str, object] | None, encoding: BodyEncoding) -> object:
    if not extra:
        return body
    if encoding in ("json", "form", "multipart") and isinstance(body, (NotGiven, MappingABC)):
        return {**({} if isinstance(body, NotGiven) else cast(Mapping[str, object], body)), **extra}
    raise ClientError("`extra_body` adds fields to an object body; this request has none.")


def _object_body(value: object, encoding: BodyEncoding) -> Mapping[str, object]:
    if isinstance(value, MappingABC):
        return cast(Mapping[str, object], value)
    raise ClientError(f"A {encoding} request body must be an object, not {type(value).__name__}.")


def _binary_body(value: object, content_type: str) -> EncodedBody:
    if isinstance(value, str):
        return EncodedBody(content=value.encode(), content_type=content_type)
    if is_file_content(value):
        return EncodedBody(content=read_file_content(cast(FileContent, value)), content_type=content_type)
    if isinstance(value, (Iterable, AsyncIterable)):
        stream = cast(Union[IterableT[bytes], AsyncIterableT[bytes]], value)
        return EncodedBody(content=stream, content_type=content_type, replayable=False)
    raise ClientError(
        f"A binary request body must be bytes, a file, a path or chunks of bytes, not {type(value).__name__}."
    )
