/**
 * Base class of every error the SDK throws. Generated SDKs re-export it under the client's name
 * (`<Client>Error`), so `catch (e) { if (e instanceof AcmeError) ... }` catches everything the SDK raises.
 */
export class ClientError extends Error {
  constructor(message?: string, options?: ErrorOptions) {
    super(message, options);
    this.name = new.target.name;
  }
}

/** What an error records about the request that failed. Credentials are redacted. */
export interface RequestSummary {
  readonly method: string;
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
}

/** Fields shared by the API error constructors. */
export interface APIErrorInit {
  status?: number | undefined;
  headers?: Headers | undefined;
  body?: unknown;
  request?: RequestSummary | undefined;
  cause?: unknown;
}

/** An error about an API call: no response at all, an error status, or a response the SDK cannot read. */
export class APIError<
  TStatus extends number | undefined = number | undefined,
  THeaders extends Headers | undefined = Headers | undefined,
> extends ClientError {
  /** HTTP status of the response, when there was one. */
  readonly status: TStatus;
  /** Response headers, when there was a response. */
  readonly headers: THeaders;
  /** The response body: parsed JSON, or the text when it is not JSON. */
  readonly body: unknown;
  /** The `x-request-id` response header, to quote when contacting support. */
  readonly request_id: string | undefined;
  /** The request that failed. */
  readonly request: RequestSummary | undefined;

  constructor(message: string, init: APIErrorInit = {}) {
    super(message, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status as TStatus;
    this.headers = init.headers as THeaders;
    this.body = init.body;
    this.request_id = init.headers?.get('x-request-id') ?? undefined;
    this.request = init.request;
  }

  /** The response body, under the name the `node` SDKs gave it: the same value as {@link body}. */
  get error(): unknown {
    return this.body;
  }
}

/** Options of the errors raised without a response. */
export interface NoResponseErrorInit {
  message?: string;
  cause?: unknown;
  request?: RequestSummary | undefined;
}

/** No response was received (DNS failure, refused or reset connection, TLS error...), after all retries. */
export class APIConnectionError extends APIError<undefined, undefined> {
  constructor({ message = 'Connection error.', cause, request }: NoResponseErrorInit = {}) {
    super(message, { cause, request });
  }
}

/** Every attempt timed out. Each attempt has its own timeout (the client or per-call `timeout` option). */
export class APIConnectionTimeoutError extends APIConnectionError {
  constructor({ message = 'Request timed out.', cause, request }: NoResponseErrorInit = {}) {
    super({ message, cause, request });
  }
}

/** The caller aborted the request through its `AbortSignal`. Never retried. */
export class APIUserAbortError extends APIError<undefined, undefined> {
  constructor({ message = 'Request was aborted.', cause, request }: NoResponseErrorInit = {}) {
    super(message, { cause, request });
  }
}

/** Fields of an error status response. */
export interface APIStatusErrorInit {
  status: number;
  headers: Headers;
  body: unknown;
  message: string;
  request?: RequestSummary | undefined;
}

/**
 * The API answered with an error status (≥ 400) after all retries. Known statuses have their own subclass;
 * any other status raises this class itself.
 */
export class APIStatusError<TStatus extends number = number> extends APIError<TStatus, Headers> {
  constructor(init: APIStatusErrorInit) {
    super(init.message, init);
  }
}

/** 400 Bad Request. */
export class BadRequestError extends APIStatusError<400> {}
/** 401 Unauthorized: missing or invalid credentials. */
export class AuthenticationError extends APIStatusError<401> {}
/** 403 Forbidden. */
export class PermissionDeniedError extends APIStatusError<403> {}
/** 404 Not Found. */
export class NotFoundError extends APIStatusError<404> {}
/** 409 Conflict. */
export class ConflictError extends APIStatusError<409> {}
/** 422 Unprocessable Entity. */
export class UnprocessableEntityError extends APIStatusError<422> {}
/** 429 Too Many Requests. */
export class RateLimitError extends APIStatusError<429> {}
/** Any status ≥ 500. */
export class InternalServerError extends APIStatusError {}

/** A successful response whose body the SDK cannot read as the declared format (e.g. malformed JSON). */
export class APIResponseValidationError extends APIError<number, Headers> {
  constructor(message: string, init: { status: number; headers: Headers; body: unknown; cause?: unknown }) {
    super(message, init);
  }
}

/**
 * A typed error for one member of the API's error union (`errors.union`). When the body's `discriminator`
 * property (a dotted path) equals `value`, the error is raised as `ctor` instead of the status class. When
 * `status` is set, the variant applies only to that status.
 */
export interface ErrorVariant {
  discriminator: string;
  value: string;
  status?: number;
  ctor: new (init: APIStatusErrorInit) => APIStatusError;
}
