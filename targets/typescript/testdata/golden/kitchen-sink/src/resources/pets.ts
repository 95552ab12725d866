// Copyright Acme, Inc. Licensed under the Apache License 2.0.
// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

import { APIPromise } from '../core/api-promise.js';
import { APIResource } from '../core/resource.js';
import type { RequestOptions } from '../internal/base-client.js';
import { path } from '../internal/utils/path.js';

export class Pets extends APIResource {
  retrieve(petId: number, options?: RequestOptions): APIPromise<Pet> {
    return this._client.request({
      method: 'get',
      path: path`/pets/${petId}`,
      options,
    });
  }
}

export interface Cat {
  kind: 'cat';

  lives?: number;
}

export interface Dog {
  kind: 'dog';

  barks?: boolean;
}

export type Pet = Dog | Cat;
