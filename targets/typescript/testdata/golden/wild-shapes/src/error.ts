// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

export {
  ClientError as ShapesError,
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
