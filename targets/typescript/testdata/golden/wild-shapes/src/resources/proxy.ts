// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

import { APIPromise } from '../core/api-promise.js';
import { APIResource } from '../core/resource.js';
import type { RequestOptions } from '../internal/base-client.js';
import { path } from '../internal/utils/path.js';

export class ProxyType extends APIResource {
  /**
   * Proxies a GET request with the connection's credentials.
   */
  get(
    endpoint: string,
    params: ProxyGetParams,
    options?: RequestOptions,
  ): APIPromise<Record<string, unknown>> {
    const { integration_id: integrationId, retries, 'X-Trace-Id': xTraceId, ...query } = params;
    return this._client.request({
      method: 'get',
      path: path`/proxy/${endpoint}`,
      query,
      headers: { integration_id: integrationId, retries: retries, 'X-Trace-Id': xTraceId },
      options,
    });
  }
}

export interface ProxyGetParams {
  integration_id: string;

  retries?: number;

  'X-Trace-Id'?: string;
}
