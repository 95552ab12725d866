"""Base URLs, environments, request paths and query strings."""

from __future__ import annotations

import re
from typing import Mapping, Optional
from urllib.parse import quote

import httpx

from ._exceptions import ClientError
from ._types import NotGiven
from ._utils import read_env

_PLACEHOLDER = re.compile(r"\{([^{}]+)\}")
_SCHEME = re.compile(r"^[a-z][a-z\d+.-]*:", re.IGNORECASE)


def resolve_base_url(
    *,
    environments: Mapping[str, str],
    default_environment: str | None,
    env_prefix: str,
    environment: str | NotGiven,
    base_url: str | httpx.URL | None | NotGiven,
    server_variables: Mapping[str, Optional[str]],
) -> str:
    """The base URL: the `base_url` argument, else `<PREFIX>_BASE_URL` unless an environment is named, else the
    URL of the environment (the `environment` argument, the default one, or the first).

    Environment URLs have their `{var}` placeholders filled from `server_variables`, URL-escaped.
    """
    explicit = None if isinstance(base_url, NotGiven) or base_url is None else str(base_url)
    named = not isinstance(environment, NotGiven)
    if explicit is not None and named:
        raise ClientError("Pass either `base_url` or `environment` to the client, not both.")
    if explicit:
        return explicit
    env_url = read_env(f"{env_prefix}_BASE_URL")
    if named and env_url and isinstance(base_url, NotGiven):
        # As in the previous SDKs: which of the two was meant is not for the client to guess.
        raise ValueError(
            f"Both {env_prefix}_BASE_URL and `environment` are set; to use the environment, you must pass base_url=None"
        )
    from_env = None if named else env_url
    if from_env:
        return from_env
    name = environment if named else default_environment or next(iter(environments), None)
    if name is None:
        raise ClientError(f"No base URL: pass `base_url` to the client or set {env_prefix}_BASE_URL.")
    template = environments.get(name)
    if template is None:
        raise ClientError(f"Unknown environment '{name}'; expected one of: {', '.join(environments)}.")
    return _fill_server_variables(template, server_variables, name)


def _fill_server_variables(template: str, values: Mapping[str, Optional[str]], environment: str) -> str:
    def fill(match: re.Match[str]) -> str:
        value = values.get(match.group(1))
        if not value:
            raise ClientError(
                f"The {environment} environment URL {template} needs a value for {match.group(0)}; "
                "pass it to the client."
            )
        return quote(value, safe="")

    return _PLACEHOLDER.sub(fill, template)


def is_absolute_url(url: str) -> bool:
    """Whether `url` has a scheme, and so is not a path under the base URL."""
    return _SCHEME.match(url) is not None


def join_url(base_url: str, path: str) -> str:
    """`path` under the base URL with exactly one slash between them; a full URL is used as it is."""
    if is_absolute_url(path):
        return path
    return f"{base_url.rstrip('/')}/{path.lstrip('/')}" if path else base_url


def append_query(url: str, query: str) -> str:
    """Appends an encoded query string to a URL that may already have one."""
    if not query:
        return url
    return f"{url}{'&' if '?' in url else '?'}{query}"


def encode_path(template: str, values: Mapping[str, object]) -> str:
    """Fills `{name}` in a path template with URL-encoded values, each kept within one path segment.

    Raises `ValueError` before anything is sent when a value is missing, `None` or empty.
    """

    def fill(match: re.Match[str]) -> str:
        name = match.group(1)
        value = values.get(name)
        if value is None or value == "":
            raise ValueError(f"Expected a non-empty value for `{name}` but received {value!r}")
        text = str(value)
        # `.` and `..` would be resolved as relative segments by URL parsers and change the endpoint.
        return text.replace(".", "%2E") if text in (".", "..") else quote(text, safe="")

    return _PLACEHOLDER.sub(fill, template)
