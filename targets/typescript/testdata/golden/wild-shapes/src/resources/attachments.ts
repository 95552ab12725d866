// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

import { APIPromise } from '../core/api-promise.js';
import { APIResource } from '../core/resource.js';
import type { RequestOptions } from '../internal/base-client.js';
import { path } from '../internal/utils/path.js';

export class Attachments extends APIResource {
  /**
   * Attaches a file by URL.
   */
  create(params: AttachmentCreateParams, options?: RequestOptions): APIPromise<Attachment> {
    return this._client.request({
      method: 'post',
      path: path`/attachments`,
      body: params,
      options,
    });
  }
}

export interface AttachmentCreateParams {
  url: string;

  description?: string;

  größe?: number;
}

export interface Attachment {
  id: string;

  url: string;

  größe?: number;
}
