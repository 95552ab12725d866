// Copyright Acme, Inc. Licensed under the Apache License 2.0.
// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

export const VERSION = '0.0.1'; // x-release-please-version
