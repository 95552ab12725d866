// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

import type { PagePromise } from '../../core/pagination.js';
import { APIResource } from '../../core/resource.js';
import type { RequestOptions } from '../../internal/base-client.js';
import { path } from '../../internal/utils/path.js';
import { CursorIDPage } from '../../pagination.js';

export class Friends extends APIResource {
  list(
    accountID: string,
    params: FriendListParams = {},
    options?: RequestOptions,
  ): PagePromise<CursorIDPage<Friend>, Friend> {
    return this._client.getAPIList({
      method: 'get',
      path: path`/accounts/${accountID}/friends`,
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
