"""Which failures are retried, and how long to wait before each retry."""

from __future__ import annotations

import re
from datetime import datetime, timezone
from email.utils import parsedate_to_datetime

import httpx

MAX_SERVER_WAIT = 60.0
"""Server-requested waits longer than this (in seconds) are ignored in favour of the backoff schedule."""

_RETRYABLE_STATUSES = frozenset({408, 409, 429})
_NUMBER = re.compile(r"^\s*\d+(\.\d+)?\s*$")


def is_retryable(response: httpx.Response) -> bool:
    """`x-should-retry: true|false` decides when present; otherwise 408, 409, 429 and every status from 500."""
    override = response.headers.get("x-should-retry", "").strip().lower()
    if override in ("true", "false"):
        return override == "true"
    return response.status_code in _RETRYABLE_STATUSES or response.status_code >= 500


def server_requested_wait(headers: httpx.Headers, now: datetime | None = None) -> float | None:
    """The wait in seconds the server asks for: `Retry-After-Ms`, else `Retry-After` as seconds or an HTTP date.

    Only a wait in (0, 60] seconds counts; anything else gives `None`.
    """
    wait = _retry_after_ms(headers.get("retry-after-ms"))
    if wait is None:
        wait = _retry_after(headers.get("retry-after"), now or datetime.now(timezone.utc))
    return wait if wait is not None and 0 < wait <= MAX_SERVER_WAIT else None


def _retry_after_ms(value: str | None) -> float | None:
    return float(value) / 1000 if value is not None and _NUMBER.match(value) else None


def _retry_after(value: str | None, now: datetime) -> float | None:
    if value is None:
        return None
    if _NUMBER.match(value):
        return float(value)
    try:
        when = parsedate_to_datetime(value)
    except (TypeError, ValueError):
        return None
    if when.tzinfo is None:
        when = when.replace(tzinfo=timezone.utc)
    return (when - now).total_seconds()


def backoff_delay(retry: int, *, initial: float, maximum: float, random: float) -> float:
    """The wait before retry `retry` (1, 2, ...): `min(initial × 2^(retry−1), maximum)` seconds less up to 25 %
    jitter; `random` is uniform in [0, 1)."""
    return min(initial * 2 ** (retry - 1), maximum) * (1 - 0.25 * random)
