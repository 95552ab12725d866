"""Lenient date and datetime parsing, the same under pydantic v1 and v2: ISO 8601 text or a Unix timestamp."""

from __future__ import annotations

import math
import re
from datetime import date, datetime, timedelta, timezone
from typing import Optional, Union

_DATE = re.compile(r"(?P<year>\d{4})-(?P<month>\d{1,2})-(?P<day>\d{1,2})$")
_DATETIME = re.compile(
    r"(?P<year>\d{4})-(?P<month>\d{1,2})-(?P<day>\d{1,2})[T ]"
    r"(?P<hour>\d{1,2}):(?P<minute>\d{1,2})(?::(?P<second>\d{1,2})(?:\.(?P<fraction>\d{1,6})\d*)?)?"
    r"\s*(?P<tz>Z|[+-]\d{2}(?::?\d{2})?)?$"
)
_EPOCH = datetime(1970, 1, 1, tzinfo=timezone.utc)
# Timestamps above this many seconds are read as milliseconds (then microseconds, nanoseconds), as pydantic v1 did.
_MS_WATERSHED = 2e10
_MAX_NUMBER = 1e20

DateInput = Union[str, bytes, int, float, date]


def _number(value: Union[str, bytes, int, float]) -> Optional[float]:
    try:
        return float(value)
    except OverflowError:  # An int too large for a float.
        return math.copysign(math.inf, int(value))
    except (TypeError, ValueError):
        return None


def _from_timestamp(seconds: float) -> datetime:
    if seconds > _MAX_NUMBER:
        return datetime.max
    if seconds < -_MAX_NUMBER:
        return datetime.min
    while abs(seconds) > _MS_WATERSHED:
        seconds /= 1000
    return _EPOCH + timedelta(seconds=seconds)


def _timezone(text: Optional[str]) -> Optional[timezone]:
    if text is None:
        return None
    if text == "Z":
        return timezone.utc
    sign = -1 if text[0] == "-" else 1
    digits = text[1:].replace(":", "")
    minutes = int(digits[:2]) * 60 + (int(digits[2:]) if len(digits) > 2 else 0)
    return timezone(timedelta(minutes=sign * minutes))


def parse_datetime(value: DateInput) -> datetime:
    """A datetime from a datetime, ISO 8601 text, or a Unix timestamp in s, ms, µs or ns (UTC); `ValueError` else."""
    if isinstance(value, datetime):
        return value
    if isinstance(value, date):
        return datetime(value.year, value.month, value.day)
    number = _number(value)
    if number is not None:
        if math.isnan(number):
            raise ValueError("invalid datetime: NaN")
        return _from_timestamp(number)
    text = value.decode() if isinstance(value, bytes) else str(value)
    match = _DATETIME.match(text.strip())
    if match is None:
        raise ValueError(f"invalid datetime format: {text!r}")
    parts = match.groupdict()
    fraction = (parts["fraction"] or "").ljust(6, "0")
    return datetime(
        int(parts["year"]),
        int(parts["month"]),
        int(parts["day"]),
        int(parts["hour"]),
        int(parts["minute"]),
        int(parts["second"] or 0),
        int(fraction),
        tzinfo=_timezone(parts["tz"]),
    )


def parse_date(value: DateInput) -> date:
    """A date from a date, `YYYY-MM-DD` text, or a Unix timestamp (see `parse_datetime`); `ValueError` else."""
    if isinstance(value, datetime):
        return value.date()
    if isinstance(value, date):
        return value
    number = _number(value)
    if number is not None:
        return parse_datetime(number).date()
    text = value.decode() if isinstance(value, bytes) else str(value)
    match = _DATE.match(text.strip())
    if match is None:
        raise ValueError(f"invalid date format: {text!r}")
    return date(int(match["year"]), int(match["month"]), int(match["day"]))
