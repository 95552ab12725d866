// Copyright Acme, Inc. Licensed under the Apache License 2.0.
// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

import { type PagePromise, getAPIList } from '../../core/pagination.js';
import { APIResource } from '../../core/resource.js';
import type { RequestOptions } from '../../internal/base-client.js';
import { isRequestOptions } from '../../internal/request-options.js';
import { path } from '../../internal/utils/path.js';
import { PageNumberPage } from '../../pagination.js';

export class Transactions extends APIResource {
  list(
    cardId: string,
    params?: TransactionListParams,
    options?: RequestOptions,
  ): PagePromise<PageNumberPage<Transaction>, Transaction>;
  list(cardId: string, options?: RequestOptions): PagePromise<PageNumberPage<Transaction>, Transaction>;
  list(
    cardId: string,
    params: TransactionListParams | RequestOptions = {},
    options?: RequestOptions,
  ): PagePromise<PageNumberPage<Transaction>, Transaction> {
    if (isRequestOptions(params)) {
      return this.list(cardId, {}, params);
    }
    return getAPIList(this._client, {
      method: 'get',
      path: path`/cards/${cardId}/transactions`,
      query: params,
      page: PageNumberPage,
      itemsPath: ['data'],
      options,
    });
  }
}

export interface TransactionListParams {
  page?: number;

  page_size?: number;
}

export interface Transaction {
  id?: string;

  amount?: number;

  currency?: string;
}

export interface TransactionListResponse {
  data?: Array<Transaction>;

  page?: number;

  total_pages?: number;
}
