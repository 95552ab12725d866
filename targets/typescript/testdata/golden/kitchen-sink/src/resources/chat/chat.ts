// Copyright Acme, Inc. Licensed under the Apache License 2.0.
// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

import { APIResource } from '../../core/resource.js';
import { Completions } from './completions.js';

export class Chat extends APIResource {
  completions: Completions = new Completions(this._client);
}
