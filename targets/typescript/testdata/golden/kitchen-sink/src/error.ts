// Copyright Acme, Inc. Licensed under the Apache License 2.0.
// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

import { APIStatusError } from './core/error.js';

export {
  ClientError as ACMEError,
  APIError,
  APIConnectionError,
  APIConnectionTimeoutError,
  APIUserAbortError,
  APIStatusError,
  BadRequestError,
  AuthenticationError,
  PermissionDeniedError,
  NotFoundError,
  ConflictError,
  UnprocessableEntityError,
  RateLimitError,
  InternalServerError,
  APIResponseValidationError,
} from './core/error.js';

/**
 * The API answered with an error whose `type` is `not_found`.
 */
export class ACMENotFoundError extends APIStatusError {}

/**
 * The API answered with an error whose `type` is `rate_limited`.
 */
export class RateLimitExceededError extends APIStatusError {}
