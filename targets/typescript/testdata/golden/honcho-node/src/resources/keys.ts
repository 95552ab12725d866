// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

import { APIPromise } from '../core/api-promise.js';
import { APIResource } from '../core/resource.js';
import type { RequestOptions } from '../internal/base-client.js';
import { isRequestOptions } from '../internal/request-options.js';
import { path } from '../internal/utils/path.js';

export class Keys extends APIResource {
  /**
   * Create Key
   *
   * Create a new Key
   */
  create(params?: KeyCreateParams, options?: RequestOptions): APIPromise<unknown>;
  create(options?: RequestOptions): APIPromise<unknown>;
  create(params: KeyCreateParams | RequestOptions = {}, options?: RequestOptions): APIPromise<unknown> {
    if (isRequestOptions(params)) {
      return this.create({}, params);
    }
    return this._client.request({
      method: 'post',
      path: path`/v1/keys`,
      query: params,
      security: [['HTTPBearer'], []],
      options,
    });
  }
}

export interface KeyCreateParams {
  /**
   * ID of the app to scope the key to
   */
  app_id?: string | null;

  /**
   * ID of the user to scope the key to
   */
  user_id?: string | null;

  /**
   * ID of the session to scope the key to
   */
  session_id?: string | null;

  /**
   * ID of the collection to scope the key to
   */
  collection_id?: string | null;

  expires_at?: string | null;
}
