# Copyright Acme, Inc. Licensed under the Apache License 2.0.
# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

from __future__ import annotations

from typing import Generic, TypeVar

from ._pages import AsyncPage as BaseAsyncPage, PageField, PageScheme, SyncPage as BaseSyncPage

_T = TypeVar("_T")


class SyncCursorPage(BaseSyncPage[_T], Generic[_T]):
    scheme = PageScheme(
        type="cursor",
        next_param="cursor",
        limit_param="limit",
        next_cursor=PageField(path=("next_cursor",)),
    )


class AsyncCursorPage(BaseAsyncPage[_T], Generic[_T]):
    scheme = PageScheme(
        type="cursor",
        next_param="cursor",
        limit_param="limit",
        next_cursor=PageField(path=("next_cursor",)),
    )


class SyncCursorIDPage(BaseSyncPage[_T], Generic[_T]):
    scheme = PageScheme(
        type="cursor_id",
        next_id_param="after_id",
        cursor_item_id=("id",),
        has_next=PageField(path=("has_more",)),
    )


class AsyncCursorIDPage(BaseAsyncPage[_T], Generic[_T]):
    scheme = PageScheme(
        type="cursor_id",
        next_id_param="after_id",
        cursor_item_id=("id",),
        has_next=PageField(path=("has_more",)),
    )


class SyncOffsetPage(BaseSyncPage[_T], Generic[_T]):
    scheme = PageScheme(
        type="offset",
        offset_param="offset",
        limit_param="limit",
        total_count=PageField(path=("total_count",)),
        count_start=PageField(path=("next_offset",)),
    )


class AsyncOffsetPage(BaseAsyncPage[_T], Generic[_T]):
    scheme = PageScheme(
        type="offset",
        offset_param="offset",
        limit_param="limit",
        total_count=PageField(path=("total_count",)),
        count_start=PageField(path=("next_offset",)),
    )


class SyncPageNumberPage(BaseSyncPage[_T], Generic[_T]):
    scheme = PageScheme(
        type="page_number",
        page_param="page",
        limit_param="page_size",
        current_page=PageField(path=("page",)),
        total_pages=PageField(path=("total_pages",)),
    )


class AsyncPageNumberPage(BaseAsyncPage[_T], Generic[_T]):
    scheme = PageScheme(
        type="page_number",
        page_param="page",
        limit_param="page_size",
        current_page=PageField(path=("page",)),
        total_pages=PageField(path=("total_pages",)),
    )


class SyncLinkPage(BaseSyncPage[_T], Generic[_T]):
    scheme = PageScheme(
        type="cursor_url",
        continue_on_empty=True,
        limit_param="page_size",
        cursor_url=PageField(header="Link"),
    )


class AsyncLinkPage(BaseAsyncPage[_T], Generic[_T]):
    scheme = PageScheme(
        type="cursor_url",
        continue_on_empty=True,
        limit_param="page_size",
        cursor_url=PageField(header="Link"),
    )


class SyncNestedCursorPage(BaseSyncPage[_T], Generic[_T]):
    scheme = PageScheme(type="cursor", next_param="cursor", next_cursor=PageField(path=("result", "paging", "next")))


class AsyncNestedCursorPage(BaseAsyncPage[_T], Generic[_T]):
    scheme = PageScheme(type="cursor", next_param="cursor", next_cursor=PageField(path=("result", "paging", "next")))


class SyncBodyCursorPage(BaseSyncPage[_T], Generic[_T]):
    scheme = PageScheme(
        type="cursor",
        location="body",
        next_param="cursor",
        limit_param="page_size",
        next_cursor=PageField(path=("next_cursor",)),
    )


class AsyncBodyCursorPage(BaseAsyncPage[_T], Generic[_T]):
    scheme = PageScheme(
        type="cursor",
        location="body",
        next_param="cursor",
        limit_param="page_size",
        next_cursor=PageField(path=("next_cursor",)),
    )


class SyncTagList(BaseSyncPage[_T], Generic[_T]):
    scheme = PageScheme(type="fake_page")


class AsyncTagList(BaseAsyncPage[_T], Generic[_T]):
    scheme = PageScheme(type="fake_page")
