"""Helpers for functions and values: argument checks, copies, lazy objects, running blocking code off the loop."""

from __future__ import annotations

import asyncio
import functools
import inspect
from abc import ABC, abstractmethod
from typing import Any, Awaitable, Callable, Dict, Generic, List, Sequence, TypeVar, cast

import anyio.to_thread
from typing_extensions import ParamSpec, override

_T = TypeVar("_T")
_P = ParamSpec("_P")
_CallableT = TypeVar("_CallableT", bound=Callable[..., Any])


def _quoted(names: Sequence[str]) -> str:
    return " and ".join(repr(name) for name in names)


def required_args(*variants: Sequence[str]) -> Callable[[_CallableT], _CallableT]:
    """Checks at call time that every argument of at least one of `variants` was passed (positionally or by
    keyword), for methods whose overloads have different required arguments; raises `TypeError` otherwise.
    """

    def decorator(func: _CallableT) -> _CallableT:
        params = list(inspect.signature(func).parameters.values())
        positional = [
            p.name for p in params if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD) and p.name != "self"
        ]
        offset = 1 if params and params[0].name == "self" else 0

        @functools.wraps(func)
        def wrapper(*args: object, **kwargs: object) -> object:
            given = set(kwargs)
            for index in range(len(args) - offset):
                if index >= len(positional):
                    raise TypeError(
                        f"{func.__name__}() takes {len(positional)} argument(s) but {len(args) - offset} were given"
                    )
                given.add(positional[index])
            if any(all(name in given for name in variant) for variant in variants):
                return func(*args, **kwargs)
            if len(variants) > 1:
                either = " or ".join(f"({_quoted(variant)})" for variant in variants)
                raise TypeError(f"Missing required arguments; Expected either {either} arguments to be given")
            missing = [name for name in next(iter(variants), ()) if name not in given]
            if len(missing) > 1:
                raise TypeError(f"Missing required arguments: {_quoted(missing)}")
            raise TypeError(f"Missing required argument: {_quoted(missing)}")

        return cast(_CallableT, wrapper)

    return decorator


def deepcopy_minimal(item: _T) -> _T:
    """Copies the dicts and lists of `item` all the way down and shares everything else (files, models, tuples)."""
    if isinstance(item, dict):
        return cast(_T, {key: deepcopy_minimal(value) for key, value in cast(Dict[object, object], item).items()})
    if isinstance(item, list):
        return cast(_T, [deepcopy_minimal(entry) for entry in cast(List[object], item)])
    return item


def asyncify(function: Callable[_P, _T]) -> Callable[_P, Awaitable[_T]]:
    """An async version of a blocking function, run in a worker thread so that it does not block the event loop."""

    async def wrapper(*args: _P.args, **kwargs: _P.kwargs) -> _T:
        call = functools.partial(function, *args, **kwargs)
        if _on_asyncio():
            # asyncio's own threads: anyio's worker threads outlive a loop patched by nest_asyncio and hang the exit.
            return await asyncio.to_thread(call)
        return await anyio.to_thread.run_sync(call)

    return wrapper


class LazyProxy(Generic[_T], ABC):
    """Stands for an object that is made on first use (`__load__`), e.g. a module imported only when needed.

    Attribute access, calls, `repr`, `str` and `dir` go to the loaded object; `isinstance` checks never load it.
    """

    def __getattr__(self, attr: str) -> object:
        proxied: object = self.__get_proxied__()
        if _is_proxy(proxied):
            return cast(object, proxied)  # A proxy that loads itself would recurse forever.
        return getattr(proxied, attr)

    @override
    def __repr__(self) -> str:
        proxied = self.__get_proxied__()
        return type(proxied).__name__ if _is_proxy(proxied) else repr(proxied)

    @override
    def __str__(self) -> str:
        proxied = self.__get_proxied__()
        return type(proxied).__name__ if _is_proxy(proxied) else str(proxied)

    @override
    def __dir__(self) -> List[str]:
        proxied = self.__get_proxied__()
        return [] if _is_proxy(proxied) else dir(proxied)

    @property  # type: ignore[override]
    @override
    def __class__(self) -> type:  # pyright: ignore[reportIncompatibleMethodOverride]
        try:
            proxied = self.__get_proxied__()
        except Exception:
            return type(self)
        return type(self) if _is_proxy(proxied) else proxied.__class__

    def __get_proxied__(self) -> _T:
        return self.__load__()

    def __as_proxied__(self) -> _T:
        """This proxy typed as the object it stands for."""
        return cast(_T, self)

    @abstractmethod
    def __load__(self) -> _T: ...


def _on_asyncio() -> bool:
    try:
        asyncio.get_running_loop()
    except RuntimeError:
        return False  # another event loop (trio)
    return True


def _is_proxy(value: object) -> bool:
    # Not isinstance: LazyProxy is an ABC, whose isinstance reads __class__, which loads the proxy again.
    return issubclass(type(value), LazyProxy)
