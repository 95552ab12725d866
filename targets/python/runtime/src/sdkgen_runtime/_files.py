"""File uploads: recognising file values and turning them into multipart parts."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Callable, Dict, List, Mapping, Optional, Sequence, Tuple, TypeVar, Union, cast

import anyio

from ._qs import ArrayFormat, CommaList, flatten_params, scalar_to_str
from ._types import FileContent, FileTypes

_T = TypeVar("_T")

MultipartPart = Union[
    Tuple[Optional[str], bytes],
    Tuple[Optional[str], bytes, Optional[str]],
    Tuple[Optional[str], bytes, Optional[str], Mapping[str, str]],
]
"""One part as httpx takes it: `(filename, contents[, content_type[, headers]])`; no filename for plain fields."""

# The name of a file part whose contents carry no name of their own (bytes), as the previous Python SDKs sent it.
_DEFAULT_FILE_NAME = "upload"


def file_from_path(path: str | os.PathLike[str]) -> FileTypes:
    """A file upload read from `path`, named after the file: `client.files.upload(file=file_from_path("a.png"))`."""
    return (os.path.basename(path), Path(path).read_bytes())


def is_file_content(value: object) -> bool:
    """Whether `value` is file contents: bytes, a path, or a file object."""
    return isinstance(value, (bytes, bytearray, os.PathLike)) or callable(getattr(value, "read", None))


def is_file_input(value: object) -> bool:
    """Whether `value` is sent as a file: file contents or a `(filename, contents, ...)` tuple."""
    if isinstance(value, tuple):
        parts = cast(Tuple[object, ...], value)
        return 2 <= len(parts) <= 4 and isinstance(parts[0], (str, type(None))) and is_file_content(parts[1])
    return is_file_content(value)


def read_file_content(content: FileContent) -> bytes:
    """The bytes of file contents; reading them up front lets a retry send them again."""
    if isinstance(content, (bytes, bytearray)):
        return bytes(content)
    if isinstance(content, os.PathLike):
        return Path(content).read_bytes()
    data: bytes | str = content.read()
    return data.encode() if isinstance(data, str) else data


def multipart_parts(body: Mapping[str, object], array_format: ArrayFormat) -> List[Tuple[str, MultipartPart]]:
    """The parts of a multipart body, in order: files with their name and content type, other values as text.

    Arrays follow `array_format`, nested objects use brackets (`meta[key]`).
    """
    pairs = flatten_params(body, nested_format="brackets", array_format=array_format, is_leaf=is_file_input)
    return [(key, _to_part(value)) for key, value in pairs]


def _to_part(value: object) -> MultipartPart:
    if isinstance(value, CommaList):
        return (None, ",".join(value.parts).encode())
    if isinstance(value, str):
        return (None, value.encode())
    if isinstance(value, tuple):
        return _file_tuple(cast(Tuple[Optional[str], FileContent, Optional[str], Mapping[str, str]], value))
    if is_file_content(value):
        content = cast(FileContent, value)
        return (_file_name(content), read_file_content(content))
    return (None, scalar_to_str(value).encode())


def _file_tuple(value: Tuple[Optional[str], FileContent, Optional[str], Mapping[str, str]]) -> MultipartPart:
    # The tuple may be shorter than its annotation says: keep exactly the fields the caller gave.
    content = read_file_content(value[1])
    if len(value) == 2:
        return (value[0], content)
    if len(value) == 3:
        return (value[0], content, value[2])
    return (value[0], content, value[2], value[3])


def _file_name(content: FileContent) -> str:
    if isinstance(content, os.PathLike):
        return os.path.basename(content)
    name = getattr(content, "name", None)
    if isinstance(name, str):
        return os.path.basename(name)
    return _DEFAULT_FILE_NAME


HttpxFiles = Union[Dict[str, MultipartPart], List[Tuple[str, MultipartPart]]]
"""Files as httpx's `files=` takes them."""

RequestFiles = Union[Mapping[str, FileTypes], Sequence[Tuple[str, FileTypes]]]


def to_httpx_files(files: RequestFiles | None) -> HttpxFiles | None:
    """Files (a mapping, or a sequence of `(name, file)`) as httpx takes them, each read into memory and named after
    its file; kept from the previous SDKs, whose code outside the client used it."""
    return _to_httpx_files(files, _file_part)


async def async_to_httpx_files(files: RequestFiles | None) -> HttpxFiles | None:
    """`to_httpx_files`, reading paths without blocking the event loop."""
    if files is None:
        return None
    pairs = files.items() if isinstance(files, Mapping) else files
    parts = [(name, await _async_file_part(value)) for name, value in pairs]
    return dict(parts) if isinstance(files, Mapping) else parts


def _to_httpx_files(files: RequestFiles | None, part: Callable[[object], MultipartPart]) -> HttpxFiles | None:
    if files is None:
        return None
    if isinstance(files, Mapping):
        return {name: part(value) for name, value in files.items()}
    return [(name, part(value)) for name, value in files]


def _file_part(value: object) -> MultipartPart:
    if not is_file_input(value):
        raise TypeError(
            "Expected file types input to be a FileContent type or to be a tuple (filename, contents[, type]), "
            f"got {value!r}"
        )
    return _to_part(value)


async def _async_file_part(value: object) -> MultipartPart:
    if isinstance(value, os.PathLike):
        path = cast("os.PathLike[str]", value)
        return (os.path.basename(path), await anyio.Path(path).read_bytes())
    return _file_part(value)


def deepcopy_with_paths(item: _T, paths: Sequence[Sequence[str]]) -> _T:
    """A copy of `item` in which the dicts and lists along `paths` are new (so `extract_files` can take values out of
    it), and everything else, the values at the paths included, is shared; `<array>` stands for every item."""
    if not paths:
        return item
    return cast(_T, _copy_along(item, [list(path) for path in paths]))


def _copy_along(value: object, paths: List[List[str]]) -> object:
    live = [path for path in paths if path]
    if not live:
        return value
    if isinstance(value, list):
        rest = [path[1:] for path in live if path[0] == "<array>"]
        return [_copy_along(entry, rest) for entry in cast(List[object], value)]
    if isinstance(value, dict):
        copy = dict(cast(Dict[str, object], value))
        for key in {path[0] for path in live if path[0] in copy}:
            copy[key] = _copy_along(copy[key], [path[1:] for path in live if path[0] == key])
        return copy
    return value
