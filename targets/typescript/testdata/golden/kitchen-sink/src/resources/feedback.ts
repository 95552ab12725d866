// Copyright Acme, Inc. Licensed under the Apache License 2.0.
// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

import { APIPromise } from '../core/api-promise.js';
import { APIResource } from '../core/resource.js';
import type { RequestOptions } from '../internal/base-client.js';
import { isRequestOptions } from '../internal/request-options.js';
import { path } from '../internal/utils/path.js';

export class Feedback extends APIResource {
  send(params?: FeedbackSendParams, options?: RequestOptions): APIPromise<void>;
  send(options?: RequestOptions): APIPromise<void>;
  send(params: FeedbackSendParams | RequestOptions = {}, options?: RequestOptions): APIPromise<void> {
    if (isRequestOptions(params)) {
      return this.send({}, params);
    }
    return this._client.request({
      method: 'post',
      path: path`/forms/feedback`,
      body: params,
      bodyEncoding: 'form',
      contentType: 'application/x-www-form-urlencoded',
      options,
    });
  }
}

export interface FeedbackSendParams {
  message?: string;

  rating?: number;
}
