// Copyright Acme, Inc. Licensed under the Apache License 2.0.
// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

import { type PagePromise, getAPIList } from '../../core/pagination.js';
import { APIResource } from '../../core/resource.js';
import type { RequestOptions } from '../../internal/base-client.js';
import { isRequestOptions } from '../../internal/request-options.js';
import { path } from '../../internal/utils/path.js';
import { CursorIDPage } from '../../pagination.js';

export class Friends extends APIResource {
  list(
    accountId: string,
    params?: FriendListParams,
    options?: RequestOptions,
  ): PagePromise<CursorIDPage<Friend>, Friend>;
  list(accountId: string, options?: RequestOptions): PagePromise<CursorIDPage<Friend>, Friend>;
  list(
    accountId: string,
    params: FriendListParams | RequestOptions = {},
    options?: RequestOptions,
  ): PagePromise<CursorIDPage<Friend>, Friend> {
    if (isRequestOptions(params)) {
      return this.list(accountId, {}, params);
    }
    return getAPIList(this._client, {
      method: 'get',
      path: path`/accounts/${accountId}/friends`,
      query: params,
      page: CursorIDPage,
      itemsPath: ['data'],
      options,
    });
  }
}

export interface FriendListParams {
  after_id?: string;

  limit?: number;
}

export interface Friend {
  id: string;

  name?: string;
}

export interface FriendListResponse {
  data?: Array<Friend>;

  has_more?: boolean;
}
