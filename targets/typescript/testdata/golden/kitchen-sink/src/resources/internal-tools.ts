// Copyright Acme, Inc. Licensed under the Apache License 2.0.
// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

import { APIResource } from '../core/resource.js';

/**
 * Hand-written helpers that live in the SDKs' custom code folders.
 */
export class InternalTools extends APIResource {}
