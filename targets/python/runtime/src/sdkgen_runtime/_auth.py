"""Security schemes, and the choice of the credentials a request sends."""

from __future__ import annotations

import base64
from dataclasses import dataclass, field
from typing import Dict, FrozenSet, Mapping, Sequence, Tuple, Union

from typing_extensions import Literal

from ._exceptions import ClientError
from ._types import NOT_GIVEN, NotGiven


@dataclass(frozen=True)
class BearerAuth:
    """`Authorization: <keyword> <token>`; satisfied when `token` is set."""

    token: str | None
    keyword: str = "Bearer"
    env: Tuple[str, ...] = ()
    """Environment variables the credentials come from, named in the missing-credentials error."""

    def is_satisfied(self) -> bool:
        return bool(self.token)

    def headers(self) -> Dict[str, str]:
        return {"Authorization": f"{self.keyword} {self.token}"}


@dataclass(frozen=True)
class BasicAuth:
    """`Authorization: <keyword> base64(username:password)`, or the raw pair with `base64=False`.

    Satisfied when `username` is set and, if the scheme takes a password (`password` is passed), the password too. A
    scheme without a password (an API key sent as the username) sends an empty one.
    """

    username: str | None
    password: str | None | NotGiven = NOT_GIVEN
    keyword: str = "Basic"
    base64: bool = True
    env: Tuple[str, ...] = ()

    def is_satisfied(self) -> bool:
        return bool(self.username) and self.password is not None

    def headers(self) -> Dict[str, str]:
        pair = f"{self.username}:{self.password or ''}"
        encoded = base64.b64encode(pair.encode()).decode() if self.base64 else pair
        return {"Authorization": f"{self.keyword} {encoded}"}


@dataclass(frozen=True)
class ApiKeyAuth:
    """An API key sent as the header or query param `name`; satisfied when `value` is set."""

    location: Literal["header", "query"]
    name: str
    value: str | None
    env: Tuple[str, ...] = ()

    def is_satisfied(self) -> bool:
        return bool(self.value)

    def headers(self) -> Dict[str, str]:
        return {self.name: self.value or ""} if self.location == "header" else {}


AuthScheme = Union[BearerAuth, BasicAuth, ApiKeyAuth]


@dataclass
class Credentials:
    """The headers and query params that carry the chosen credentials."""

    headers: Dict[str, str] = field(default_factory=dict[str, str])
    query: Dict[str, str] = field(default_factory=dict[str, str])


def select_credentials(schemes: Mapping[str, AuthScheme], security: Sequence[Sequence[str]]) -> Credentials:
    """The credentials of the first security alternative whose schemes are all satisfied.

    An empty alternative is always satisfied and sends nothing, and so does an empty `security`. When alternatives
    exist and none is satisfied, raises a `ClientError` naming the environment variables that would satisfy them.
    """
    credentials = Credentials()
    if not security:
        return credentials
    chosen = next(
        (alternative for alternative in security if all(_scheme(schemes, name).is_satisfied() for name in alternative)),
        None,
    )
    if chosen is None:
        raise _missing_credentials(schemes, security)
    for name in chosen:
        scheme = _scheme(schemes, name)
        credentials.headers.update(scheme.headers())
        if isinstance(scheme, ApiKeyAuth) and scheme.location == "query":
            credentials.query[scheme.name] = scheme.value or ""
    return credentials


def secret_names(schemes: Mapping[str, AuthScheme]) -> FrozenSet[str]:
    """The lower-case header and query param names that carry credentials, redacted in logs."""
    return frozenset(
        scheme.name.lower() if isinstance(scheme, ApiKeyAuth) else "authorization" for scheme in schemes.values()
    )


def _scheme(schemes: Mapping[str, AuthScheme], name: str) -> AuthScheme:
    scheme = schemes.get(name)
    if scheme is None:
        raise ClientError(f"Unknown security scheme '{name}'.")
    return scheme


def _missing_credentials(schemes: Mapping[str, AuthScheme], security: Sequence[Sequence[str]]) -> ClientError:
    ways = "; or ".join(
        " and ".join(_describe(name, _scheme(schemes, name)) for name in alternative) for alternative in security
    )
    return ClientError(f"Missing credentials. Pass them to the client or set {ways}.")


def _describe(name: str, scheme: AuthScheme) -> str:
    if not scheme.env:
        return f"the credentials of {name}"
    noun = "environment variables" if len(scheme.env) > 1 else "environment variable"
    return f"the {' and '.join(scheme.env)} {noun} ({name})"
