"""The SDK's logger, its level from `<PREFIX>_LOG`, and redaction of credentials."""

from __future__ import annotations

import logging
import re
from typing import AbstractSet, Dict, Mapping
from urllib.parse import unquote

from ._utils import read_env

# Named after the package at run time, so every generated SDK logs under its own name.
logger = logging.getLogger(__package__)

_LEVELS = {
    "debug": logging.DEBUG,
    "info": logging.INFO,
    "warn": logging.WARNING,
    "error": logging.ERROR,
    "off": logging.CRITICAL + 1,
}

_SECRET_HEADERS = frozenset({"authorization", "proxy-authorization", "cookie", "set-cookie"})
_SECRET_NAME = re.compile(r"api[-_]?key|token|secret|password", re.IGNORECASE)
_REDACTED = "***"


def configure_logging(env_name: str) -> None:
    """Sets the logger's level from the environment variable `env_name` (debug, info, warn, error or off).

    Unset, the level is left to the application (Python's default shows warnings and errors). Set, records also
    reach stderr when the application configured no logging.
    """
    value = read_env(env_name)
    if value is None:
        return
    level = _LEVELS.get(value.lower())
    if level is None:
        logger.warning("%s is %r, which is not one of debug, info, warn, error or off; ignoring it.", env_name, value)
        return
    logger.setLevel(level)
    logging.basicConfig(format="[%(asctime)s - %(name)s - %(levelname)s] %(message)s")


def redact_headers(headers: Mapping[str, str], secrets: AbstractSet[str]) -> Dict[str, str]:
    """A copy of `headers` safe to log: credentials and the headers of auth schemes are masked."""
    return {name: _REDACTED if _is_secret(name, secrets) else value for name, value in headers.items()}


def redact_url(url: str, secrets: AbstractSet[str]) -> str:
    """`url` with the values of credential query params masked."""
    base, question, query = url.partition("?")
    if not question:
        return url
    pairs = (pair.partition("=") for pair in query.split("&"))
    return f"{base}?" + "&".join(
        f"{key}={_REDACTED}" if _is_secret(unquote(key), secrets) else f"{key}{equals}{value}"
        for key, equals, value in pairs
    )


def _is_secret(name: str, secrets: AbstractSet[str]) -> bool:
    lower = name.lower()
    return lower in _SECRET_HEADERS or lower in secrets or _SECRET_NAME.search(lower) is not None
