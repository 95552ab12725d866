"""JSON encoding of request bodies."""

from __future__ import annotations

import json
from datetime import date, datetime
from typing import Any

import pydantic

from .._compat import model_dump


def _default(value: object) -> Any:
    if isinstance(value, pydantic.BaseModel):
        # Only the fields that were set: a model's defaults are the server's to apply.
        return model_dump(value, exclude_unset=True, by_alias=True)
    if isinstance(value, (datetime, date)):
        return value.isoformat()
    raise TypeError(f"Object of type {type(value).__name__} is not JSON serializable")


def openapi_dumps(value: object) -> bytes:
    """`value` as compact UTF-8 JSON; models (only the fields set, by wire name) and dates are encoded too."""
    return json.dumps(value, separators=(",", ":"), ensure_ascii=False, default=_default).encode()
