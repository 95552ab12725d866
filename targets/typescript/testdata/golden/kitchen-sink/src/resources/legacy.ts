// Copyright Acme, Inc. Licensed under the Apache License 2.0.
// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

import { APIPromise } from '../core/api-promise.js';
import { APIResource } from '../core/resource.js';
import type { RequestOptions } from '../internal/base-client.js';
import { path } from '../internal/utils/path.js';

/**
 * @deprecated The legacy API will be removed in 2027.
 */
export class Legacy extends APIResource {
  /**
   * @deprecated The legacy API will be removed in 2027.
   */
  report(options?: RequestOptions): APIPromise<LegacyReportResponse> {
    return this._client.request({
      method: 'get',
      path: path`/legacy/report`,
      options,
    });
  }
}

export interface LegacyReportResponse {
  total?: number;
}
