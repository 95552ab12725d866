// Copyright Acme, Inc. Licensed under the Apache License 2.0.
// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

import { Page as BasePage, type PageScheme } from './core/pagination.js';

export class CursorPage<Item> extends BasePage<Item> {
  static override readonly scheme: PageScheme = {
    type: 'cursor',
    location: 'query',
    continueOnEmpty: false,
    request: { next: 'cursor', limit: 'limit' },
    response: {
      nextCursor: { path: ['next_cursor'] },
    },
  };
}

export class CursorIDPage<Item> extends BasePage<Item> {
  static override readonly scheme: PageScheme = {
    type: 'cursor_id',
    location: 'query',
    continueOnEmpty: false,
    request: { nextId: 'after_id' },
    response: {
      cursorItemId: { path: ['id'] },
      hasNext: { path: ['has_more'] },
    },
  };
}

export class OffsetPage<Item> extends BasePage<Item> {
  static override readonly scheme: PageScheme = {
    type: 'offset',
    location: 'query',
    continueOnEmpty: false,
    request: { offset: 'offset', limit: 'limit' },
    response: {
      totalCount: { path: ['total_count'] },
      countStart: { path: ['next_offset'] },
    },
  };
}

export class PageNumberPage<Item> extends BasePage<Item> {
  static override readonly scheme: PageScheme = {
    type: 'page_number',
    location: 'query',
    continueOnEmpty: false,
    request: { page: 'page', limit: 'page_size' },
    response: {
      currentPage: { path: ['page'] },
      totalPages: { path: ['total_pages'] },
    },
  };
}

export class LinkPage<Item> extends BasePage<Item> {
  static override readonly scheme: PageScheme = {
    type: 'cursor_url',
    location: 'query',
    continueOnEmpty: true,
    request: { limit: 'page_size' },
    response: {
      cursorUrl: { header: 'Link' },
    },
  };
}

export class NestedCursorPage<Item> extends BasePage<Item> {
  static override readonly scheme: PageScheme = {
    type: 'cursor',
    location: 'query',
    continueOnEmpty: false,
    request: { next: 'cursor' },
    response: {
      nextCursor: { path: ['result', 'paging', 'next'] },
    },
  };
}

export class BodyCursorPage<Item> extends BasePage<Item> {
  static override readonly scheme: PageScheme = {
    type: 'cursor',
    location: 'body',
    continueOnEmpty: false,
    request: { next: 'cursor', limit: 'page_size' },
    response: {
      nextCursor: { path: ['next_cursor'] },
    },
  };
}

export class TagList<Item> extends BasePage<Item> {
  static override readonly scheme: PageScheme = {
    type: 'fake_page',
    location: 'query',
    continueOnEmpty: false,
    request: {},
    response: {},
  };
}
