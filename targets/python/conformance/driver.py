"""The Python driver of sdkgen's conformance suite (targets/conformance).

sdkgen's toolchain test copies it into an SDK generated from targets/conformance/api at conformance/driver.py and runs
it from the package root with the package's virtual environment, once per client (MODE is sync or async):

    CONFORMANCE_BASE_URL=http://127.0.0.1:PORT CONFORMANCE_SCENARIOS=scenarios.json python conformance/driver.py MODE

It interprets the scenarios file generically (it never names a scenario): for each scenario it builds a client
(Conformance or AsyncConformance), makes the one call, and prints one JSON line on stdout, {"scenario", "result"}
and/or {"scenario", "error"}. The Go harness (conformance.Run) checks those lines and what its server received.
Format: targets/conformance/doc.go; model: targets/typescript/conformance/driver.ts.
"""

from __future__ import annotations

import asyncio
import inspect
import json
import os
import sys
import threading
import traceback
from collections.abc import Callable, Generator, Mapping
from contextlib import contextmanager
from typing import Any, cast

from conformance import (
    APIConnectionError,
    APIError,
    APIStatusError,
    APITimeoutError,
    AsyncConformance,
    AuthenticationError,
    BadRequestError,
    BaseModel,
    ConflictError,
    Conformance,
    ConformanceError,
    InternalServerError,
    NotFoundError,
    Omit,
    PermissionDeniedError,
    RateLimitError,
    UnprocessableEntityError,
)

# A scenario that runs longer than this is reported as a driver error, so one hung call cannot stall the run.
WATCHDOG_SECONDS = 60.0

COLLECTS = ("value", "items", "pages", "events")


class DriverError(Exception):
    """A failure of the driver itself (an unknown method, a hung scenario): reported with kind driver."""


# The suite's error kinds by class, subclasses before their bases; anything else the SDK raises is kind client.
KINDS: list[tuple[type[BaseException], str]] = [
    (DriverError, "driver"),
    (APITimeoutError, "timeout"),
    (APIConnectionError, "connection"),
    (BadRequestError, "bad_request"),
    (AuthenticationError, "authentication"),
    (PermissionDeniedError, "permission_denied"),
    (NotFoundError, "not_found"),
    (ConflictError, "conflict"),
    (UnprocessableEntityError, "unprocessable_entity"),
    (RateLimitError, "rate_limit"),
    (InternalServerError, "internal_server"),
    (APIStatusError, "status"),
    (APIError, "api"),
]


def kind_of(err: BaseException) -> str:
    for cls, kind in KINDS:
        if isinstance(err, cls):
            return kind
    return "client"


def describe_error(err: BaseException) -> dict[str, Any]:
    message = str(err)
    if not message:
        attr = getattr(err, "message", None)
        message = attr if isinstance(attr, str) and attr else type(err).__name__
    out: dict[str, Any] = {"kind": kind_of(err), "message": message}
    status = getattr(err, "status_code", None)
    if isinstance(status, int) and not isinstance(status, bool):
        out["status"] = status
    request_id = getattr(err, "request_id", None)
    if isinstance(request_id, str) and request_id:
        out["request_id"] = request_id
    return out


def given(spec: Mapping[str, Any], key: str) -> bool:
    """Whether a scenario sets an option (absent and null both mean: do not pass it)."""
    return spec.get(key) is not None


def client_kwargs(spec: Mapping[str, Any], base_url: str) -> dict[str, Any]:
    """The client's constructor arguments: none at all with zero_args, so the environment supplies everything."""
    if spec.get("zero_args"):
        return {}
    kwargs: dict[str, Any] = {"base_url": base_url + "/" if spec.get("trailing_slash") else base_url}
    for key in ("api_key", "username", "password", "token", "max_retries"):
        if given(spec, key):
            kwargs[key] = spec[key]
    if given(spec, "timeout_ms"):
        kwargs["timeout"] = spec["timeout_ms"] / 1000
    if given(spec, "default_headers"):
        kwargs["default_headers"] = dict(spec["default_headers"])
    return kwargs


def request_options(spec: Mapping[str, Any]) -> dict[str, Any]:
    """The per-call options as keyword arguments; max_retries is applied with with_options (see prepare)."""
    out: dict[str, Any] = {}
    if given(spec, "headers"):
        headers = cast("dict[str, Any]", spec["headers"])
        out["extra_headers"] = {name: Omit() if value is None else value for name, value in headers.items()}
    if given(spec, "query"):
        out["extra_query"] = dict(spec["query"])
    if given(spec, "body"):
        out["extra_body"] = dict(spec["body"])
    if given(spec, "timeout_ms"):
        out["timeout"] = spec["timeout_ms"] / 1000
    if given(spec, "idempotency_key"):
        out["idempotency_key"] = spec["idempotency_key"]
    return out


def file_param(spec: Mapping[str, Any]) -> tuple[Any, ...]:
    content = str(spec["content"]).encode("utf-8")
    if given(spec, "content_type"):
        return (spec["filename"], content, spec["content_type"])
    return (spec["filename"], content)


def prepare(client: Any, spec: Mapping[str, Any]) -> tuple[Callable[..., Any], list[Any], dict[str, Any]]:
    """The bound method a scenario calls, its positional path arguments and its keyword arguments."""
    path = str(spec.get("method", ""))
    resource_name, _, method_name = path.partition(".")
    options = cast("dict[str, Any]", spec.get("options") or {})
    if given(options, "max_retries"):
        client = client.with_options(max_retries=options["max_retries"])
    method = None
    if resource_name.isidentifier() and method_name.isidentifier() and not path.startswith("_"):
        method = getattr(getattr(client, resource_name, None), method_name, None)
    if method is None or not callable(method) or method_name.startswith("_"):
        raise DriverError(f"the client has no method {path}")
    args = list(spec.get("args") or [])
    kwargs = dict(spec.get("params") or {})
    for name, file in cast("dict[str, Any]", spec.get("files") or {}).items():
        kwargs[name] = file_param(file)
    if spec.get("stream"):
        kwargs["stream"] = True
    kwargs.update(request_options(options))
    check_signature(path, method, args, kwargs)
    return method, args, kwargs


def check_signature(path: str, method: Callable[..., Any], args: list[Any], kwargs: dict[str, Any]) -> None:
    """Reports a method that does not take the scenario's arguments as the driver's problem, not the SDK's error."""
    try:
        signature = inspect.signature(method)
    except (TypeError, ValueError):
        return
    try:
        signature.bind(*args, **kwargs)
    except TypeError as err:
        raise DriverError(f"{path}{signature} does not take the scenario's arguments: {err}") from err


def to_json(value: object) -> Any:
    """What the SDK gave, as JSON: models as dumped by pydantic (unknown fields included), containers element by
    element."""
    if isinstance(value, BaseModel):
        return value.model_dump(mode="json", by_alias=True, exclude_unset=True)
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    if isinstance(value, (list, tuple)):
        return [to_json(item) for item in cast("list[Any] | tuple[Any, ...]", value)]
    if isinstance(value, dict):
        return {str(key): to_json(item) for key, item in cast("dict[Any, Any]", value).items()}
    raise DriverError(f"the SDK returned a {type(value).__qualname__}, which the driver cannot print as JSON")


class Outcome:
    """What one scenario produced: its result, or the exception it raised, or neither when it hung; and the items,
    pages or events collected so far."""

    def __init__(self) -> None:
        self.result: Any = None
        self.error: BaseException | None = None
        self.done = False
        self.partial: list[Any] | None = None

    def start(self) -> list[Any]:
        self.partial = []
        return self.partial


def collect_sync(call: Callable[[], Any], collect: str, outcome: Outcome) -> Any:
    """Makes the call with the sync client and collects its result; items, pages and events go into outcome.partial
    as they arrive, so what came before an error is printed too."""
    if collect == "value":
        return to_json(call())
    partial = outcome.start()
    if collect == "items":
        for item in call():
            partial.append(to_json(item))
    elif collect == "pages":
        for page in call().iter_pages():
            partial.append(to_json(page.items))
    else:
        for event in call():
            partial.append(to_json(event))
    return partial


async def collect_async(call: Callable[[], Any], collect: str, outcome: Outcome) -> Any:
    """collect_sync with the async client: list methods return an AsyncPaginator (awaitable, async-iterable)."""
    if collect == "value":
        return to_json(await call())
    partial = outcome.start()
    if collect == "items":
        async for item in call():
            partial.append(to_json(item))
    elif collect == "pages":
        first = await call()
        async for page in first.iter_pages():
            partial.append(to_json(page.items))
    else:
        async for event in await call():
            partial.append(to_json(event))
    return partial


@contextmanager
def scenario_env(env: Mapping[str, str], base_url: str) -> Generator[None, None, None]:
    """Sets the scenario's environment variables ({base_url} expanded) and restores the previous values."""
    saved = {name: os.environ.get(name) for name in env}
    try:
        for name, value in env.items():
            os.environ[name] = value.replace("{base_url}", base_url)
        yield
    finally:
        for name, old in saved.items():
            if old is None:
                os.environ.pop(name, None)
            else:
                os.environ[name] = old


def report(scenario: Mapping[str, Any], outcome: Outcome) -> dict[str, Any]:
    out: dict[str, Any] = {"scenario": scenario["name"]}
    if not outcome.done:
        outcome.error = DriverError(f"the scenario did not finish within {WATCHDOG_SECONDS:g} s")
    if outcome.error is None:
        out["result"] = outcome.result
        return out
    out["error"] = describe_error(outcome.error)
    if outcome.partial is not None:
        out["result"] = list(outcome.partial)
    if not isinstance(outcome.error, (APIError, ConformanceError, ValueError)):
        # A bug in the SDK or the driver rather than an error it raises on purpose: the harness shows stderr when a
        # scenario fails.
        print(f"conformance driver: scenario {scenario['name']}:", file=sys.stderr)
        traceback.print_exception(type(outcome.error), outcome.error, outcome.error.__traceback__, file=sys.stderr)
    return out


def validate(scenario: Mapping[str, Any]) -> None:
    if scenario.get("collect") not in COLLECTS:
        raise DriverError(f"unknown collect {scenario.get('collect')!r}")


def run_sync(scenario: Mapping[str, Any], base_url: str) -> tuple[dict[str, Any], bool]:
    """Runs one scenario with the sync client in a worker thread, so the watchdog can give up on it. It returns the
    line to print and whether the worker hung."""
    outcome = Outcome()
    spec = cast("dict[str, Any]", scenario.get("client") or {})
    call_spec = cast("dict[str, Any]", scenario.get("call") or {})

    def work() -> None:
        try:
            validate(scenario)
            with Conformance(**client_kwargs(spec, base_url)) as client:
                method, args, kwargs = prepare(client, call_spec)
                outcome.result = collect_sync(lambda: method(*args, **kwargs), scenario["collect"], outcome)
        except BaseException as err:  # noqa: BLE001 (everything is reported, SystemExit from SDK code included)
            outcome.error = err
        outcome.done = True

    with scenario_env(spec.get("env") or {}, base_url):
        worker = threading.Thread(target=work, name=f"scenario {scenario.get('name')}", daemon=True)
        worker.start()
        worker.join(WATCHDOG_SECONDS)
    return report(scenario, outcome), worker.is_alive()


async def run_async(scenario: Mapping[str, Any], base_url: str) -> tuple[dict[str, Any], bool]:
    """run_sync with the async client, as a task the watchdog cancels."""
    outcome = Outcome()
    spec = cast("dict[str, Any]", scenario.get("client") or {})
    call_spec = cast("dict[str, Any]", scenario.get("call") or {})

    async def work() -> None:
        try:
            validate(scenario)
            async with AsyncConformance(**client_kwargs(spec, base_url)) as client:
                method, args, kwargs = prepare(client, call_spec)
                outcome.result = await collect_async(lambda: method(*args, **kwargs), scenario["collect"], outcome)
        except asyncio.CancelledError:
            raise
        except BaseException as err:  # noqa: BLE001 (as in run_sync)
            outcome.error = err
        outcome.done = True

    with scenario_env(spec.get("env") or {}, base_url):
        task = asyncio.ensure_future(work())
        await asyncio.wait({task}, timeout=WATCHDOG_SECONDS)
        hung = not task.done()
        if hung:
            task.cancel()
        elif task.cancelled():
            outcome.error, outcome.done = DriverError("the scenario's task was cancelled"), True
    return report(scenario, outcome), hung


def emit(line: dict[str, Any]) -> None:
    try:
        text = json.dumps(line, allow_nan=False)
    except (TypeError, ValueError) as err:
        text = json.dumps(
            {"scenario": line["scenario"], "error": {"kind": "driver", "message": f"cannot print the result: {err}"}}
        )
    sys.stdout.write(text + "\n")
    sys.stdout.flush()


def require_env(name: str) -> str:
    value = os.environ.get(name)
    if not value:
        raise SystemExit(f"conformance driver: {name} is not set")
    return value


def main(argv: list[str]) -> int:
    if len(argv) != 2 or argv[1] not in ("sync", "async"):
        print("usage: python conformance/driver.py sync|async", file=sys.stderr)
        return 2
    root = require_env("CONFORMANCE_BASE_URL").rstrip("/")
    path = require_env("CONFORMANCE_SCENARIOS")
    # CONFORMANCE_BASE_URL is also the SDK's own base URL override: only scenarios that set it may see it.
    os.environ.pop("CONFORMANCE_BASE_URL", None)
    os.environ.pop("CONFORMANCE_SCENARIOS", None)
    with open(path, encoding="utf-8") as file:
        scenarios = cast("list[dict[str, Any]]", json.load(file)["scenarios"])

    hung = False
    if argv[1] == "sync":
        for scenario in scenarios:
            line, stuck = run_sync(scenario, f"{root}/s/{scenario['name']}")
            hung = hung or stuck
            emit(line)
    else:
        loop = asyncio.new_event_loop()
        for scenario in scenarios:
            line, stuck = loop.run_until_complete(run_async(scenario, f"{root}/s/{scenario['name']}"))
            hung = hung or stuck
            emit(line)
        if not hung:
            loop.run_until_complete(loop.shutdown_asyncgens())
            loop.close()
    if hung:
        # A hung worker thread or task would keep the interpreter from exiting: everything is printed, so leave now.
        sys.stderr.flush()
        os._exit(0)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
