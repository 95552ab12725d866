// Copyright Acme, Inc. Licensed under the Apache License 2.0.
// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

export const DEFAULT_REGION = 'us';
export const MAX_PAGE_SIZE = 100;
