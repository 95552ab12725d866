// Copyright Acme, Inc. Licensed under the Apache License 2.0.
// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

import { APIPromise } from '../core/api-promise.js';
import { APIResource } from '../core/resource.js';
import type { RequestOptions } from '../internal/base-client.js';
import { path } from '../internal/utils/path.js';

export class Trees extends APIResource {
  retrieve(treeId: string, options?: RequestOptions): APIPromise<Node> {
    return this._client.request({
      method: 'get',
      path: path`/trees/${treeId}`,
      options,
    });
  }
}

export interface Node {
  value?: string;

  children?: Array<Node>;
}
