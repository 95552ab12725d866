"""Filling URL templates with values escaped for the part of the URL (path, query, fragment) they land in."""

from __future__ import annotations

import re
from typing import Mapping, Tuple
from urllib.parse import quote, unquote

_PLACEHOLDER = re.compile(r"\{(\w+)\}")
# What may stay unescaped in each part: a value never ends a path segment, starts a query or a fragment, or adds a
# query parameter.
_SAFE = {"path": "!$&'()*+,;=:@", "query": "!$'()*,;:@/?", "fragment": "!$&'()*+,;=:@/?"}


def _encode(value: object, part: str) -> str:
    if value is None:
        text = "null"
    elif isinstance(value, bool):
        text = "true" if value else "false"
    else:
        text = str(value)
    return quote(text, safe=_SAFE[part])


def _split(template: str) -> Tuple[str, str, str]:
    """The path, query and fragment of a template, each with its leading `?` or `#`."""
    path, hash_, fragment = template.partition("#")
    path, question, query = path.partition("?")
    return path, question + query, hash_ + fragment


def _fill(text: str, part: str, values: Mapping[str, object]) -> str:
    return _PLACEHOLDER.sub(lambda match: _encode(values[match.group(1)], part), text)


def path_template(template: str, **values: object) -> str:
    """Fills the `{name}` placeholders of a URL template, escaping each value for its part of the URL.

    A value can never change the endpoint: it cannot add path segments, a query or a fragment, and a path segment
    that would be `.` or `..` raises `ValueError` (URL parsers resolve those as relative segments). A missing value
    raises `KeyError`.
    """
    rendered = [_fill(text, part, values) for part, text in zip(("path", "query", "fragment"), _split(template))]
    path = rendered[0]
    if any(unquote(segment) in (".", "..") for segment in path.split("/")):
        raise ValueError(f"The URL path {path!r} has a dot-segment ('.' or '..'), which would change the endpoint")
    return "".join(rendered)
