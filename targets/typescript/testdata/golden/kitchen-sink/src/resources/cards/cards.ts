// Copyright Acme, Inc. Licensed under the Apache License 2.0.
// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

import { type PagePromise, getAPIList } from '../../core/pagination.js';
import { APIResource } from '../../core/resource.js';
import type { RequestOptions } from '../../internal/base-client.js';
import { isRequestOptions } from '../../internal/request-options.js';
import { path } from '../../internal/utils/path.js';
import { OffsetPage } from '../../pagination.js';
import { Transactions } from './transactions.js';

export class Cards extends APIResource {
  transactions: Transactions = new Transactions(this._client);

  list(params?: CardListParams, options?: RequestOptions): PagePromise<OffsetPage<Card>, Card>;
  list(options?: RequestOptions): PagePromise<OffsetPage<Card>, Card>;
  list(
    params: CardListParams | RequestOptions = {},
    options?: RequestOptions,
  ): PagePromise<OffsetPage<Card>, Card> {
    if (isRequestOptions(params)) {
      return this.list({}, params);
    }
    return getAPIList(this._client, {
      method: 'get',
      path: path`/cards`,
      query: params,
      page: OffsetPage,
      itemsPath: ['items'],
      options,
    });
  }
}

export interface CardListParams {
  offset?: number;

  limit?: number;

  sort?: CardListParams.Sort;
}

export namespace CardListParams {
  export type Sort = 'asc' | 'desc';
}

export interface Card {
  id?: string;

  last4?: string;

  brand?: CardBrand;
}

export type CardBrand = 'visa' | 'mastercard' | (string & {});

export interface CardListResponse {
  items?: Array<Card>;

  total_count?: number;

  next_offset?: number;
}
