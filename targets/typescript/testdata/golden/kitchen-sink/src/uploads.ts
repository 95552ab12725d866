// Copyright Acme, Inc. Licensed under the Apache License 2.0.
// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

export {
  toFile,
  isUploadable,
  type Uploadable,
  type ResponseLike,
  type ReadStreamLike,
  type ToFileInput,
  type ToFileOptions,
} from './core/uploads.js';
