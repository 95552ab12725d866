# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

from __future__ import annotations

from typing import Generic, TypeVar

from ._pages import AsyncPage as BaseAsyncPage, PageField, PageScheme, SyncPage as BaseSyncPage

_T = TypeVar("_T")


class SyncPage(BaseSyncPage[_T], Generic[_T]):
    scheme = PageScheme(
        type="page_number",
        page_param="page",
        limit_param="size",
        current_page=PageField(path=("page",)),
        total_pages=PageField(path=("pages",)),
    )


class AsyncPage(BaseAsyncPage[_T], Generic[_T]):
    scheme = PageScheme(
        type="page_number",
        page_param="page",
        limit_param="size",
        current_page=PageField(path=("page",)),
        total_pages=PageField(path=("pages",)),
    )
