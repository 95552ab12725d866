// Copyright Acme, Inc. Licensed under the Apache License 2.0.
// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

import { APIPromise } from '../core/api-promise.js';
import { APIResource } from '../core/resource.js';
import type { RequestOptions } from '../internal/base-client.js';
import { path } from '../internal/utils/path.js';
import type { Account } from './accounts/accounts.js';
import type { Card } from './cards/cards.js';

export class Search extends APIResource {
  query(params: SearchQueryParams, options?: RequestOptions): APIPromise<Array<SearchQueryResponse>> {
    return this._client.request({
      method: 'get',
      path: path`/search`,
      query: params,
      options,
    });
  }
}

export interface SearchQueryParams {
  q: string;

  filter?: SearchQueryParams.Filter;

  tags?: Array<string>;
}

export namespace SearchQueryParams {
  export interface Filter {
    created_after?: string;

    owner?: string;
  }
}

export type SearchQueryResponse = Account | Card | string;
