from __future__ import annotations

import json
from dataclasses import replace
from typing import Any, AsyncIterator, Dict, Generic, List, Optional, TypeVar, Union

import httpx
import pytest

from sdkgen_runtime._compat import field_outer_type, get_model_fields
from sdkgen_runtime._exceptions import ClientError
from sdkgen_runtime._models import construct_type
from sdkgen_runtime._pages import AsyncPage, AsyncPaginator, PageField, PageRequest, PageScheme, SyncPage, next_link
from sdkgen_runtime._request_options import RequestOptions
from sdkgen_runtime._resource import AsyncAPIResource, SyncAPIResource
from sdkgen_runtime._response import RAW_RESPONSE_HEADER, async_to_raw_response_wrapper, to_raw_response_wrapper
from sdkgen_runtime._types import NOT_GIVEN, Headers, NotGiven, Query, Timeout

from ..utils import assert_matches_type
from .helpers import (
    AnyClient,
    AsyncFakeClient,
    FakeClient,
    Item,
    Kind,
    MakeClient,
    MockServer,
    collect,
    json_reply,
    resolve,
)

_T = TypeVar("_T")


class SyncCursorPage(SyncPage[_T], Generic[_T]):
    scheme = PageScheme(
        type="cursor",
        next_param="cursor",
        limit_param="limit",
        next_cursor=PageField(path=("next_cursor",)),
        has_next=PageField(path=("has_more",)),
    )


class AsyncCursorPage(AsyncPage[_T], Generic[_T]):
    scheme = SyncCursorPage.scheme


class ItemPages(SyncAPIResource):
    """The stand-in API's list method, as the generator writes one (only APIs with pages ship `_pages`)."""

    def list(
        self,
        *,
        cursor: str | NotGiven = NOT_GIVEN,
        limit: int | NotGiven = NOT_GIVEN,
        extra_headers: Headers | None = None,
        extra_query: Query | None = None,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
    ) -> SyncCursorPage[Item]:
        return self._request_page(
            "get",
            "/items",
            page=SyncCursorPage[Item],
            item=Item,
            items_path=("data",),
            query={"cursor": cursor, "limit": limit},
            extra_headers=extra_headers,
            extra_query=extra_query,
            timeout=timeout,
        )


class AsyncItemPages(AsyncAPIResource):
    def list(
        self,
        *,
        cursor: str | NotGiven = NOT_GIVEN,
        limit: int | NotGiven = NOT_GIVEN,
        extra_headers: Headers | None = None,
        extra_query: Query | None = None,
        timeout: float | Timeout | None | NotGiven = NOT_GIVEN,
    ) -> AsyncPaginator[Item, AsyncCursorPage[Item]]:
        return self._request_page(
            "get",
            "/items",
            page=AsyncCursorPage[Item],
            item=Item,
            items_path=("data",),
            query={"cursor": cursor, "limit": limit},
            extra_headers=extra_headers,
            extra_query=extra_query,
            timeout=timeout,
        )


def item_pages(client: AnyClient) -> Union[ItemPages, AsyncItemPages]:
    return ItemPages(client) if isinstance(client, FakeClient) else AsyncItemPages(client)


BASE = "https://us.api.fake.example/v1"

CURSOR = PageScheme(
    type="cursor",
    next_param="cursor",
    previous_param="before",
    limit_param="limit",
    next_cursor=PageField(path=("next_cursor",)),
    has_next=PageField(path=("has_more",)),
)

AnyPage = Union[SyncPage[Any], AsyncPage[Any]]


def page_class(kind: Kind, scheme: PageScheme) -> Any:
    """A page class of `scheme`, as `pagination.py` would generate it."""
    base = SyncPage if kind == "sync" else AsyncPage
    return type("SchemePage", (base,), {"scheme": scheme})


async def first_page(
    client: AnyClient,
    kind: Kind,
    scheme: PageScheme,
    *,
    items_path: tuple[str, ...] = ("data",),
    **options: Any,
) -> Any:
    options.setdefault("method", "get")
    method = options.pop("method")
    request = client._request_page(
        method, "/things", page=page_class(kind, scheme), item=object, items_path=items_path, **options
    )
    return await resolve(request)


async def all_items(
    client: AnyClient, kind: Kind, scheme: PageScheme, *, items_path: tuple[str, ...] = ("data",), **options: Any
) -> List[Any]:
    return await collect(await first_page(client, kind, scheme, items_path=items_path, **options))


def data(*ids: str, **fields: object) -> Dict[str, object]:
    return {"data": [{"id": item_id} for item_id in ids], **fields}


def queries(server: MockServer) -> List[str]:
    return [request.url.query.decode() for request in server.requests]


async def test_cursor_pages_until_the_cursor_runs_out(kind: Kind, make_client: MakeClient, server: MockServer) -> None:
    client = make_client()
    server.reply(
        json_reply(data("a", "b", next_cursor="c2", has_more=True)),
        json_reply(data("c", next_cursor="c3")),
        json_reply(data("d", next_cursor=None)),
    )

    items = await all_items(
        client, kind, CURSOR, query={"limit": 2, "cursor": NOT_GIVEN}, extra_headers={"X-Trace": "t"}
    )

    assert [item["id"] for item in items] == ["a", "b", "c", "d"]
    assert queries(server) == ["limit=2", "limit=2&cursor=c2", "limit=2&cursor=c3"]
    assert all(request.headers["X-Trace"] == "t" for request in server.requests)


@pytest.mark.parametrize(
    "body",
    [
        data("a", next_cursor=""),
        data("a", next_cursor="c2", has_more=False),
        data("a", next_cursor="c2", has_more="false"),
        data(next_cursor="c2"),
        data("a", next_cursor="c1"),
    ],
)
async def test_cursor_pagination_stops(
    kind: Kind, make_client: MakeClient, server: MockServer, body: Dict[str, object]
) -> None:
    client = make_client()
    server.reply(json_reply(body))

    page = await first_page(client, kind, CURSOR, query={"cursor": "c1"})

    assert not page.has_next_page()
    assert page.next_page_info() is None
    await collect(page)
    assert len(server.requests) == 1


async def test_continue_on_empty_pages(kind: Kind, make_client: MakeClient, server: MockServer) -> None:
    client = make_client()
    server.reply(json_reply(data(next_cursor="c2")), json_reply(data("a")))

    items = await all_items(client, kind, replace(CURSOR, continue_on_empty=True))

    assert [item["id"] for item in items] == ["a"]


async def test_cursor_id_pages_send_the_last_item_id(kind: Kind, make_client: MakeClient, server: MockServer) -> None:
    scheme = PageScheme(
        type="cursor_id", next_id_param="after_id", cursor_item_id=("id",), has_next=PageField(path=("has_more",))
    )
    client = make_client()
    server.reply(json_reply(data("a", "b", has_more=True)), json_reply(data("c")), json_reply(data()))

    items = await all_items(client, kind, scheme, query={"limit": 2})

    assert [item["id"] for item in items] == ["a", "b", "c"]
    assert queries(server) == ["limit=2", "limit=2&after_id=b", "limit=2&after_id=c"]


async def test_cursor_urls_are_requested_as_given(kind: Kind, make_client: MakeClient, server: MockServer) -> None:
    scheme = PageScheme(type="cursor_url", cursor_url=PageField(path=("next",)))
    client = make_client()
    server.reply(
        json_reply(data("a", next=f"{BASE}/things/next?page_size=2&token=p2")),
        json_reply(data("b", next="/v1/things/next?token=p3")),
        json_reply(data("c", next=None)),
    )

    items = await all_items(client, kind, scheme, query={"page_size": 2}, extra_query={"trace": "x"})

    assert [item["id"] for item in items] == ["a", "b", "c"]
    assert [str(request.url) for request in server.requests] == [
        f"{BASE}/things?page_size=2&trace=x",
        f"{BASE}/things/next?page_size=2&token=p2",
        f"{BASE}/things/next?token=p3",
    ]
    assert all(request.headers["X-Api-Key"] == "test-key" for request in server.requests)


async def test_cursor_urls_from_the_link_header(kind: Kind, make_client: MakeClient, server: MockServer) -> None:
    scheme = PageScheme(type="cursor_url", cursor_url=PageField(header="Link"))
    client = make_client()
    server.reply(
        json_reply(data("a"), headers={"Link": f'<{BASE}/things?page=2>; rel="next"'}),
        json_reply(
            data("b"), headers={"Link": f'<{BASE}/things?page=1>; rel="prev", <{BASE}/things?page=3>; rel=next'}
        ),
        json_reply(data("c")),
    )

    items = await all_items(client, kind, scheme)

    assert [item["id"] for item in items] == ["a", "b", "c"]
    assert queries(server) == ["", "page=2", "page=3"]


@pytest.mark.parametrize(
    ("header", "expected"),
    [
        ('<https://a.example/x?p=2>; rel="next"', "https://a.example/x?p=2"),
        ('<https://a.example/1>; rel="prev", <https://a.example/3>; rel="next last"', "https://a.example/3"),
        ('<https://a.example/1>; rel="prev"', None),
        ("https://a.example/bare", "https://a.example/bare"),
        ("", None),
        (None, None),
    ],
)
def test_next_link(header: Optional[str], expected: Optional[str]) -> None:
    assert next_link(header) == expected


async def test_offset_pages_until_the_total(kind: Kind, make_client: MakeClient, server: MockServer) -> None:
    scheme = PageScheme(type="offset", offset_param="offset", total_count=PageField(path=("meta", "total")))
    client = make_client()
    total = {"meta": {"total": 5}}
    server.reply(
        json_reply(data("a", "b", **total)), json_reply(data("c", "d", **total)), json_reply(data("e", **total))
    )

    items = await all_items(client, kind, scheme, query={"limit": 2})

    assert [item["id"] for item in items] == ["a", "b", "c", "d", "e"]
    assert queries(server) == ["limit=2", "limit=2&offset=2", "limit=2&offset=4"]


async def test_offsets_start_from_the_count_start_field_or_the_sent_offset(
    kind: Kind, make_client: MakeClient, server: MockServer
) -> None:
    scheme = PageScheme(type="offset", offset_param="offset", count_start=PageField(path=("start",)))
    client = make_client()
    server.reply(json_reply(data("a", "b", start=10)), json_reply(data("c")), json_reply(data()))

    items = await all_items(client, kind, scheme, query={"offset": 4})

    assert [item["id"] for item in items] == ["a", "b", "c"]
    assert queries(server) == ["offset=4", "offset=12", "offset=13"]


async def test_page_numbers_until_the_total_pages(kind: Kind, make_client: MakeClient, server: MockServer) -> None:
    scheme = PageScheme(
        type="page_number",
        page_param="page",
        current_page=PageField(path=("page",)),
        total_pages=PageField(path=("total_pages",)),
    )
    client = make_client()

    def entries(*ids: str, page: int) -> Dict[str, object]:
        return {"result": {"entries": [{"id": item_id} for item_id in ids]}, "page": page, "total_pages": 3}

    server.reply(json_reply(entries("a", page=1)), json_reply(entries("b", page=2)), json_reply(entries("c", page=3)))

    items = await all_items(client, kind, scheme, items_path=("result", "entries"), query={"page_size": 1})

    assert [item["id"] for item in items] == ["a", "b", "c"]
    assert queries(server) == ["page_size=1", "page_size=1&page=2", "page_size=1&page=3"]


async def test_page_numbers_stop_on_an_empty_page(kind: Kind, make_client: MakeClient, server: MockServer) -> None:
    scheme = PageScheme(type="page_number", page_param="page")
    client = make_client()
    server.reply(json_reply(data("a")), json_reply(data()))

    items = await all_items(client, kind, scheme, query={"page": 5})

    assert [item["id"] for item in items] == ["a"]
    assert queries(server) == ["page=5", "page=6"]


async def test_a_fake_page_wraps_a_top_level_array(kind: Kind, make_client: MakeClient, server: MockServer) -> None:
    client = make_client()
    server.reply(json_reply([{"id": "a"}, {"id": "b"}]))

    page = await first_page(client, kind, PageScheme(type="fake_page"), items_path=())

    assert [item["id"] for item in await collect(page)] == ["a", "b"]
    assert [len(p.items) async for p in iter_pages(page)] == [2]
    assert len(server.requests) == 1


async def test_pagination_params_can_go_in_the_body(kind: Kind, make_client: MakeClient, server: MockServer) -> None:
    scheme = replace(CURSOR, location="body")
    client = make_client()
    server.reply(json_reply(data("a", next_cursor="c2")), json_reply(data("b")))

    body = {"filter": "x", "cursor": NOT_GIVEN, "before": "b0"}
    items = await all_items(client, kind, scheme, method="post", body=body)

    assert [item["id"] for item in items] == ["a", "b"]
    assert [json.loads(request.content) for request in server.requests] == [
        {"filter": "x", "before": "b0"},
        {"filter": "x", "cursor": "c2"},
    ]


async def test_pages_can_be_walked_by_hand(kind: Kind, make_client: MakeClient, server: MockServer) -> None:
    client = make_client()
    server.reply(json_reply(data("a", next_cursor="c2")), json_reply(data("b")))

    page = await first_page(client, kind, CURSOR, query={"limit": 1})
    assert page.has_next_page()
    assert page.next_page_info() == {"cursor": "c2"}
    assert [item["id"] for item in page.get_paginated_items()] == ["a"]

    second = await resolve(page.get_next_page())
    assert type(second) is type(page)
    assert [item["id"] for item in second.items] == ["b"]
    assert not second.has_next_page()
    with pytest.raises(ClientError, match="no next page"):
        await resolve(second.get_next_page())


async def test_iter_pages_yields_every_page(kind: Kind, make_client: MakeClient, server: MockServer) -> None:
    client = make_client()
    server.reply(json_reply(data("a", next_cursor="c2")), json_reply(data("b", next_cursor="c3")), json_reply(data()))

    page = await first_page(client, kind, CURSOR)

    assert [[item["id"] for item in p.items] async for p in iter_pages(page)] == [["a"], ["b"], []]


async def test_list_methods_return_typed_pages(make_client: MakeClient, server: MockServer) -> None:
    client = make_client()
    server.reply(json_reply(data("a", next_cursor="c2")), json_reply(data("b")))

    items = await collect(item_pages(client).list(limit=1))

    assert items == [Item(id="a"), Item(id="b")]
    # The next request is the original one with the cursor set, so it keeps the method's param order.
    assert queries(server) == ["limit=1", "cursor=c2&limit=1"]


async def iter_pages(page: AnyPage) -> AsyncIterator[AnyPage]:
    """The pages from `page` on, whether sync or async."""
    if isinstance(page, SyncPage):
        for each in page.iter_pages():
            yield each
    else:
        async for each in page.iter_pages():
            yield each


def test_parametrized_pages_are_classes_of_their_item_type() -> None:
    # pydantic v1 parametrizes only its GenericModels; tests that walk a page's fields need its items' type.
    for page in (SyncPage[Item], AsyncPage[Item]):
        assert isinstance(page, type)
        assert field_outer_type(get_model_fields(page)["items"]) == List[Item]


def test_raw_pages_fetch_further_pages_without_the_marker(server: MockServer) -> None:
    client = FakeClient(api_key="k", http_client=httpx.Client(transport=server.transport()))
    server.reply(
        json_reply({"data": [{"id": "a"}], "next_cursor": "c2"}),
        json_reply({"data": [{"id": "b"}], "next_cursor": None}),
    )

    page = to_raw_response_wrapper(ItemPages(client).list)(limit=1).parse()

    assert isinstance(page, SyncCursorPage)
    assert [item.id for item in page] == ["a", "b"]
    assert all(RAW_RESPONSE_HEADER not in request.headers for request in server.requests)


async def test_async_raw_pages(server: MockServer) -> None:
    client = AsyncFakeClient(api_key="k", http_client=httpx.AsyncClient(transport=server.transport()))
    server.reply(json_reply({"data": [{"id": "a"}]}))

    response = await async_to_raw_response_wrapper(AsyncItemPages(client).list)()
    page = await response.parse()

    assert [item.id for item in page.items] == ["a"]
    assert not page.has_next_page()


def test_assert_matches_type_checks_every_item_of_a_page() -> None:
    request = PageRequest(
        options=RequestOptions(method="get", path="/", accept="application/json"), page=None, item=Item
    )
    page = SyncPage[Item]._for_client(FakeClient(), request=request, response=httpx.Response(200), body={}, items=[])
    page.items = [Item(id="a"), construct_type(Item, {"id": [1]})]

    with pytest.raises(AssertionError, match="response.items.1.id: expected a str"):
        assert_matches_type(SyncPage[Item], page, path=["response"])
