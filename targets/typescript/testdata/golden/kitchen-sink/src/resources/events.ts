// Copyright Acme, Inc. Licensed under the Apache License 2.0.
// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

import { type PagePromise, getAPIList } from '../core/pagination.js';
import { APIResource } from '../core/resource.js';
import type { RequestOptions } from '../internal/base-client.js';
import { isRequestOptions } from '../internal/request-options.js';
import { path } from '../internal/utils/path.js';
import { LinkPage, NestedCursorPage } from '../pagination.js';

export class Events extends APIResource {
  list(params?: EventListParams, options?: RequestOptions): PagePromise<LinkPage<Event>, Event>;
  list(options?: RequestOptions): PagePromise<LinkPage<Event>, Event>;
  list(
    params: EventListParams | RequestOptions = {},
    options?: RequestOptions,
  ): PagePromise<LinkPage<Event>, Event> {
    if (isRequestOptions(params)) {
      return this.list({}, params);
    }
    return getAPIList(this._client, {
      method: 'get',
      path: path`/events`,
      query: params,
      page: LinkPage,
      itemsPath: ['events'],
      options,
    });
  }

  feed(params?: EventFeedParams, options?: RequestOptions): PagePromise<NestedCursorPage<Event>, Event>;
  feed(options?: RequestOptions): PagePromise<NestedCursorPage<Event>, Event>;
  feed(
    params: EventFeedParams | RequestOptions = {},
    options?: RequestOptions,
  ): PagePromise<NestedCursorPage<Event>, Event> {
    if (isRequestOptions(params)) {
      return this.feed({}, params);
    }
    return getAPIList(this._client, {
      method: 'get',
      path: path`/events/feed`,
      query: params,
      page: NestedCursorPage,
      itemsPath: ['result', 'entries'],
      options,
    });
  }
}

export interface EventListParams {
  page_size?: number;
}

export interface EventFeedParams {
  cursor?: string;
}

export interface Event {
  id?: string;

  type?: string;

  payload?: unknown;
}

export interface EventFeedResponse {
  result?: EventFeedResponse.Result;
}

export namespace EventFeedResponse {
  export interface Result {
    entries?: Array<Event>;

    paging?: EventFeedResponse.Result.Paging;
  }

  export namespace Result {
    export interface Paging {
      next?: string | null;
    }
  }
}

export interface EventListResponse {
  events?: Array<Event>;
}
