// Copyright Acme, Inc. Licensed under the Apache License 2.0.
// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

import { type PagePromise, getAPIList } from '../core/pagination.js';
import { APIResource } from '../core/resource.js';
import type { RequestOptions } from '../internal/base-client.js';
import { path } from '../internal/utils/path.js';
import { TagList } from '../pagination.js';

export class Tags extends APIResource {
  /**
   * List tags
   */
  list(options?: RequestOptions): PagePromise<TagList<Tag>, Tag> {
    return getAPIList(this._client, {
      method: 'get',
      path: path`/tags`,
      page: TagList,
      options,
    });
  }
}

export interface TagLabel {
  text?: string;
}

export interface Tag {
  name?: string;

  labels?: Array<TagLabel>;
}
