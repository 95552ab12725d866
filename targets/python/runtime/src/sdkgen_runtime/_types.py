"""Types shared by the runtime and the generated code."""

from __future__ import annotations

import os
from typing import IO, Mapping, Optional, Tuple, TypeVar, Union

import httpx
from typing_extensions import Literal


class NotGiven:
    """The type of `NOT_GIVEN`, the default of optional arguments.

    It tells an argument the caller left out from one set to `None`, which is sent as `null`:

    ```py
    client.items.create(name="Widget", note=None)  # sends "note": null
    client.items.create(name="Widget")  # leaves "note" out
    ```
    """

    def __bool__(self) -> Literal[False]:
        return False

    def __repr__(self) -> str:
        return "NOT_GIVEN"


NOT_GIVEN = NotGiven()


class Omit:
    """Removes something the SDK sends by default, e.g. a default header: `extra_headers={"X-Acme-Client": omit}`."""

    def __bool__(self) -> Literal[False]:
        return False

    def __repr__(self) -> str:
        return "omit"


omit = Omit()

not_given = NOT_GIVEN
"""`NOT_GIVEN` under its lower-case name."""

NoneType = type(None)

Headers = Mapping[str, Union[str, Omit, None]]
"""Per-call headers; a `None` or `Omit` value removes the header."""

Query = Mapping[str, object]
Body = Mapping[str, object]
Timeout = httpx.Timeout

FileContent = Union[IO[bytes], bytes, os.PathLike[str]]
"""The contents of an uploaded file: bytes, a binary file object, or a path."""

FileTypes = Union[
    FileContent,
    Tuple[Optional[str], FileContent],
    Tuple[Optional[str], FileContent, Optional[str]],
    Tuple[Optional[str], FileContent, Optional[str], Mapping[str, str]],
]
"""A file upload: the contents, or `(filename, contents[, content_type[, headers]])`."""

Base64FileInput = Union[IO[bytes], os.PathLike[str]]
"""A file sent as base64 text in a JSON body: a binary file object or a path."""

ArrayFormat = Literal["comma", "repeat", "indices", "brackets"]
"""How arrays are written: `in=x,y`, `in=x&in=y`, `in[0]=x&in[1]=y` or `in[]=x&in[]=y`."""

NestedFormat = Literal["brackets", "dots"]
"""How nested objects are written: `a[b]=c` or `a.b=c`."""

BodyEncoding = Literal["json", "form", "multipart", "binary", "text"]

ResponseT = TypeVar("ResponseT")
