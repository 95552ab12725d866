// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

import { APIPromise } from '../core/api-promise.js';
import { APIResource } from '../core/resource.js';
import type { Uploadable } from '../core/uploads.js';
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

  /**
   * Uploads several files at once.
   */
  upload(params: AttachmentUploadParams, options?: RequestOptions): APIPromise<Array<Attachment>> {
    return this._client.request({
      method: 'post',
      path: path`/attachments/batch`,
      body: params,
      bodyEncoding: 'multipart',
      options,
    });
  }
}

export interface AttachmentCreateParams {
  url: string;

  description?: string;

  größe?: number;
}

export interface AttachmentUploadParams {
  files: Array<Uploadable>;

  tags?: Array<string>;
}

export interface Attachment {
  id: string;

  url: string;

  größe?: number;
}
