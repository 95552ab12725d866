// Copyright Acme, Inc. Licensed under the Apache License 2.0.
// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

import { type PagePromise, getAPIList } from '../core/pagination.js';
import { APIResource } from '../core/resource.js';
import type { RequestOptions } from '../internal/base-client.js';
import { isRequestOptions } from '../internal/request-options.js';
import { path } from '../internal/utils/path.js';
import { BodyCursorPage } from '../pagination.js';
import type { Report } from './shared.js';

export class Reports extends APIResource {
  search(params?: ReportSearchParams, options?: RequestOptions): PagePromise<BodyCursorPage<Report>, Report>;
  search(options?: RequestOptions): PagePromise<BodyCursorPage<Report>, Report>;
  search(
    params: ReportSearchParams | RequestOptions = {},
    options?: RequestOptions,
  ): PagePromise<BodyCursorPage<Report>, Report> {
    if (isRequestOptions(params, ['query'])) {
      return this.search({}, params);
    }
    return getAPIList(this._client, {
      method: 'post',
      path: path`/reports/search`,
      body: params,
      page: BodyCursorPage,
      itemsPath: ['results'],
      options,
    });
  }
}

export interface ReportSearchParams {
  cursor?: string;

  page_size?: number;

  query?: string;
}

export interface ReportSearchResponse {
  results?: Array<Report>;

  next_cursor?: string | null;
}
