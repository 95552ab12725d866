"""Pages of list methods and the rules that find the next page (CONFIG-REFERENCE.md §12.2)."""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from typing import (
    TYPE_CHECKING,
    Any,
    AsyncIterator,
    Awaitable,
    Callable,
    ClassVar,
    Dict,
    Generator,
    Generic,
    Iterator,
    List,
    Mapping,
    Tuple,
    TypeVar,
    cast,
)

import httpx
from pydantic import PrivateAttr
from typing_extensions import Literal, Self

from ._compat import model_construct
from ._exceptions import ClientError
from ._models import GenericModel
from ._request_options import RequestOptions
from ._types import NOT_GIVEN, NotGiven
from ._urls import is_absolute_url
from ._utils import get_path, to_number

if TYPE_CHECKING:
    from ._base_client import AsyncAPIClient, SyncAPIClient
else:
    # pydantic v1 resolves every annotation of a generic model it parametrizes, private ones too; the base client
    # imports this module, so these names cannot be the real classes here.
    AsyncAPIClient = SyncAPIClient = Any

_T = TypeVar("_T")
_AsyncPageT = TypeVar("_AsyncPageT", bound="AsyncPage[Any]")

_LINK = re.compile(r"<([^>]*)>([^,<]*)")
_REL = re.compile(r';\s*rel\s*=\s*"?([^";]*)"?', re.IGNORECASE)


@dataclass(frozen=True)
class PageField:
    """A value of a page's response: a property path in the body, or a response header (e.g. `Link`)."""

    path: Tuple[str, ...] = ()
    header: str | None = None


@dataclass(frozen=True)
class PageScheme:
    """How a pagination scheme finds the next page: the request params it sets and the response fields it reads."""

    type: Literal["cursor", "cursor_id", "cursor_url", "offset", "page_number", "fake_page"]
    location: Literal["query", "body"] = "query"
    continue_on_empty: bool = False
    next_param: str | None = None
    previous_param: str | None = None
    next_id_param: str | None = None
    previous_id_param: str | None = None
    offset_param: str | None = None
    page_param: str | None = None
    limit_param: str | None = None
    has_next: PageField | None = None
    next_cursor: PageField | None = None
    previous_cursor: PageField | None = None
    cursor_url: PageField | None = None
    total_count: PageField | None = None
    count_start: PageField | None = None
    current_page: PageField | None = None
    total_pages: PageField | None = None
    cursor_item_id: Tuple[str, ...] = ()
    """The path of an item's id inside each item (`cursor_id`)."""


@dataclass(frozen=True)
class PageRequest:
    """The request of a list method: the call, the page class, the item type and where the items are."""

    options: RequestOptions
    page: Any
    item: Any
    items_path: Tuple[str, ...] = ()


class _BasePage(GenericModel, Generic[_T]):
    """A page is a model of its response body: `items` holds the page's items (built as the list method's item type)
    and the body's other properties are readable as attributes, as on any model."""

    scheme: ClassVar[PageScheme] = PageScheme(type="fake_page")
    """The scheme of the page class; a plain list without further pages unless a subclass sets another."""

    items: List[_T]
    """The items of this page."""

    _page_request: PageRequest = PrivateAttr()
    _page_response: httpx.Response = PrivateAttr()
    _page_body: object = PrivateAttr()

    @classmethod
    def _build(cls, *, request: PageRequest, response: httpx.Response, body: object, items: List[_T]) -> Self:
        """The page of a response: the body's properties, with its items built, without validating anything."""
        props: Dict[str, object] = dict(cast(Mapping[str, object], body)) if isinstance(body, Mapping) else {}
        if len(request.items_path) == 1:
            props.pop(request.items_path[0], None)
        values: Dict[str, Any] = {
            name: value for name, value in props.items() if name.isidentifier() and not name.startswith("_")
        }
        page = model_construct(cls, None, {**values, "items": items})
        page._page_request = request
        page._page_response = response
        page._page_body = body
        return page

    @property
    def response(self) -> httpx.Response:
        """The HTTP response this page was read from."""
        return self._page_response

    @property
    def body(self) -> object:
        """The parsed response body."""
        return self._page_body

    @property
    def _request(self) -> PageRequest:
        return self._page_request

    def get_paginated_items(self) -> List[_T]:
        return self.items

    def has_next_page(self) -> bool:
        return self.next_page_info() is not None

    def next_page_info(self) -> Dict[str, object] | None:
        """The params of the next request (`{"url": ...}` for `cursor_url`), or `None` on the last page.

        `has_next` false always stops, and so does an empty page unless the scheme continues on empty pages.
        """
        scheme = self.scheme
        if scheme.type == "fake_page" or _is_false(self._read(scheme.has_next)):
            return None
        if not self.items and not scheme.continue_on_empty:
            return None
        if scheme.type == "cursor":
            return self._next_cursor()
        if scheme.type == "cursor_id":
            return self._next_item_id()
        if scheme.type == "cursor_url":
            return self._next_url()
        if scheme.type == "offset":
            return self._next_offset()
        return self._next_page_number()

    def _next_cursor(self) -> Dict[str, object] | None:
        name = self.scheme.next_param
        cursor = self._read(self.scheme.next_cursor)
        # A cursor equal to the one just sent would fetch the same page forever.
        if not name or cursor is None or cursor == "" or cursor == self._sent(name):
            return None
        return {name: cursor}

    def _next_item_id(self) -> Dict[str, object] | None:
        name = self.scheme.next_id_param
        raw_items = self._raw_items()
        if not name or not self.scheme.cursor_item_id or not raw_items:
            return None
        item_id = get_path(raw_items[-1], self.scheme.cursor_item_id)
        return None if item_id is None or item_id == "" else {name: item_id}

    def _next_url(self) -> Dict[str, object] | None:
        field = self.scheme.cursor_url
        if field is not None and field.header is not None:
            url = next_link(self.response.headers.get(field.header))
        else:
            url = self._read(field)
        if not isinstance(url, str) or not url.strip():
            return None
        # Relative links resolve against the URL that returned them; absolute ones are used exactly as given.
        url = url.strip()
        return {"url": url if is_absolute_url(url) else str(self.response.url.join(url))}

    def _next_offset(self) -> Dict[str, object] | None:
        name = self.scheme.offset_param
        if not name or not self.items:
            return None
        start = _first_number(self._read(self.scheme.count_start), self._sent(name), 0)
        following = start + len(self.items)
        total = to_number(self._read(self.scheme.total_count))
        return None if total is not None and following >= total else {name: _whole(following)}

    def _next_page_number(self) -> Dict[str, object] | None:
        name = self.scheme.page_param
        if not name:
            return None
        following = _first_number(self._read(self.scheme.current_page), self._sent(name), 1) + 1
        total = to_number(self._read(self.scheme.total_pages))
        return None if total is not None and following > total else {name: _whole(following)}

    def _next_request(self) -> PageRequest:
        """The request of the next page: the original one with only the pagination params changed."""
        info = self.next_page_info()
        if info is None:
            raise ClientError("There is no next page; check has_next_page() before calling get_next_page().")
        options = self._request.options
        scheme = self.scheme
        if scheme.type == "cursor_url":
            options = replace(
                options,
                method="get",
                path=str(info["url"]),
                query=None,
                body=NOT_GIVEN,
                extra_query=None,
                extra_body=None,
            )
        else:
            dropped = (scheme.previous_param, scheme.previous_id_param)
            if scheme.location == "body":
                options = replace(options, body=_with_params(options.body, info, dropped))
            else:
                options = replace(options, query=_with_params(options.query, info, dropped))
        return replace(self._request, options=options)

    def _read(self, field: PageField | None) -> object:
        if field is None:
            return None
        if field.header is not None:
            return self.response.headers.get(field.header)
        return get_path(self.body, field.path)

    def _sent(self, name: str) -> object:
        options = self._request.options
        source = options.body if self.scheme.location == "body" else options.query
        value = cast(Mapping[str, object], source).get(name) if isinstance(source, Mapping) else None
        return None if isinstance(value, NotGiven) else value

    def _raw_items(self) -> List[object]:
        raw = get_path(self.body, self._request.items_path)
        return cast(List[object], raw) if isinstance(raw, list) else []

    def __repr__(self) -> str:
        return f"<{type(self).__name__} items={len(self.items)}>"


class SyncPage(_BasePage[_T], Generic[_T]):
    """One page of a list; iterating it yields every item of this page and the following ones, fetched lazily.

    ```py
    for item in client.items.list():
        print(item.id)
    ```
    """

    _client: SyncAPIClient = PrivateAttr()

    @classmethod
    def _for_client(
        cls, client: SyncAPIClient, *, request: PageRequest, response: httpx.Response, body: object, items: List[_T]
    ) -> Self:
        page = cls._build(request=request, response=response, body=body, items=items)
        page._client = client
        return page

    def get_next_page(self) -> Self:
        """Fetches the next page; raises `ClientError` when there is none (check `has_next_page()`)."""
        return cast(Self, self._client._fetch_page(self._next_request()))

    def iter_pages(self) -> Iterator[Self]:
        """This page and every following one."""
        page = self
        yield page
        while page.has_next_page():
            page = page.get_next_page()
            yield page

    def __iter__(self) -> Iterator[_T]:  # type: ignore[override]  # pyright: ignore[reportIncompatibleMethodOverride]
        for page in self.iter_pages():
            yield from page.items


class AsyncPage(_BasePage[_T], Generic[_T]):
    """One page of a list; `async for` over it yields every item of this page and the following ones.

    ```py
    async for item in client.items.list():
        print(item.id)
    ```
    """

    _client: AsyncAPIClient = PrivateAttr()

    @classmethod
    def _for_client(
        cls, client: AsyncAPIClient, *, request: PageRequest, response: httpx.Response, body: object, items: List[_T]
    ) -> Self:
        page = cls._build(request=request, response=response, body=body, items=items)
        page._client = client
        return page

    async def get_next_page(self) -> Self:
        """Fetches the next page; raises `ClientError` when there is none (check `has_next_page()`)."""
        return cast(Self, await self._client._fetch_page(self._next_request()))

    async def iter_pages(self) -> AsyncIterator[Self]:
        """This page and every following one."""
        page = self
        yield page
        while page.has_next_page():
            page = await page.get_next_page()
            yield page

    async def __aiter__(self) -> AsyncIterator[_T]:
        async for page in self.iter_pages():
            for item in page.items:
                yield item


class AsyncPaginator(Generic[_T, _AsyncPageT]):
    """What async list methods return: `await` it for the first page, or `async for` over it for every item of
    every page."""

    def __init__(self, fetch: Callable[[], Awaitable[_AsyncPageT]]) -> None:
        self._fetch = fetch

    def __await__(self) -> Generator[Any, None, _AsyncPageT]:
        return self._fetch().__await__()

    async def __aiter__(self) -> AsyncIterator[_T]:
        page = await self
        async for item in page:
            yield cast(_T, item)


def next_link(header: str | None) -> str | None:
    """The `rel="next"` URL of a `Link` header (RFC 8288), or the whole value when it is a bare URL."""
    if header is None or not header.strip():
        return None
    if "<" not in header:
        return header.strip()
    for match in _LINK.finditer(header):
        rel = _REL.search(match.group(2))
        if rel is not None and "next" in rel.group(1).lower().split():
            return match.group(1)
    return None


def _is_false(value: object) -> bool:
    return value is False or (isinstance(value, str) and value.strip().lower() == "false")


def _first_number(*values: object) -> int | float:
    return next(number for number in map(to_number, values) if number is not None)


def _whole(number: int | float) -> int | float:
    return int(number) if isinstance(number, float) and number.is_integer() else number


def _with_params(source: object, params: Mapping[str, object], dropped: Tuple[str | None, ...]) -> Dict[str, object]:
    merged = {**(cast(Mapping[str, object], source) if isinstance(source, Mapping) else {}), **params}
    return {name: value for name, value in merged.items() if name not in dropped}
