// Copyright Acme, Inc. Licensed under the Apache License 2.0.
// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

import { APIPromise } from '../core/api-promise.js';
import { APIResource } from '../core/resource.js';
import type { Uploadable } from '../core/uploads.js';
import type { RequestOptions } from '../internal/base-client.js';
import { path } from '../internal/utils/path.js';

export class Files extends APIResource {
  upload(params: FileUploadParams, options?: RequestOptions): APIPromise<FileType> {
    return this._client.request({
      method: 'post',
      path: path`/files`,
      body: params,
      bodyEncoding: 'multipart',
      options,
    });
  }

  content(fileId: string, options?: RequestOptions): APIPromise<Response> {
    return this._client.request({
      method: 'get',
      path: path`/files/${fileId}/content`,
      accept: 'application/octet-stream',
      binaryResponse: true,
      options,
    });
  }
}

export interface FileUploadParams {
  file: Uploadable;

  purpose: FileUploadParams.Purpose;

  labels?: Array<string>;
}

export namespace FileUploadParams {
  export type Purpose = 'avatar' | 'document';
}

export interface FileType {
  id?: string;

  size?: number;

  purpose?: string;
}
