import { withHeaderProperties } from './headers.js';
import {
  APIStatusError,
  AuthenticationError,
  BadRequestError,
  ConflictError,
  InternalServerError,
  NotFoundError,
  PermissionDeniedError,
  RateLimitError,
  UnprocessableEntityError,
  type APIStatusErrorInit,
  type ErrorVariant,
  type RequestSummary,
} from '../core/error.js';
import { getPath, isObject, splitPath } from './utils/values.js';

type StatusErrorClass = new (init: APIStatusErrorInit) => APIStatusError;

const STATUS_CLASSES: Readonly<Record<number, StatusErrorClass>> = {
  400: BadRequestError,
  401: AuthenticationError,
  403: PermissionDeniedError,
  404: NotFoundError,
  409: ConflictError,
  422: UnprocessableEntityError,
  429: RateLimitError,
};

const REASONS: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  402: 'Payment Required',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  409: 'Conflict',
  410: 'Gone',
  413: 'Content Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  501: 'Not Implemented',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

const MAX_BODY_IN_MESSAGE = 500;

/** What the runtime knows when turning an error response into an exception. */
export interface StatusErrorContext {
  status: number;
  statusText: string;
  headers: Headers;
  body: unknown;
  request?: RequestSummary | undefined;
  messageProperty?: string | undefined;
  variants?: readonly ErrorVariant[] | undefined;
}

/** Builds the exception for an error response: an error-union variant first, then the status class. */
export function makeStatusError(context: StatusErrorContext): APIStatusError {
  const ctor = matchVariant(context) ?? statusErrorClass(context.status);
  return new ctor({
    status: context.status,
    // A copy readable as a record too (`err.headers['retry-after']`), as the node SDKs' error headers were.
    headers: withHeaderProperties(new Headers(context.headers)),
    body: context.body,
    message: statusErrorMessage(context),
    request: context.request,
  });
}

function matchVariant({ status, body, variants }: StatusErrorContext): StatusErrorClass | undefined {
  const variant = variants?.find(
    (candidate) =>
      (candidate.status === undefined || candidate.status === status) &&
      getPath(body, splitPath(candidate.discriminator)) === candidate.value,
  );
  return variant?.ctor;
}

/** The error class for a status without a matching error-union variant. */
export function statusErrorClass(status: number): StatusErrorClass {
  if (status >= 500) return InternalServerError;
  return STATUS_CLASSES[status] ?? APIStatusError;
}

/** The `messageProperty` value when it is a non-empty string, else `404 Not Found: <body>`. */
export function statusErrorMessage(context: StatusErrorContext): string {
  const configured = messageAt(context.body, context.messageProperty);
  if (configured !== undefined) return configured;
  const reason = context.statusText || REASONS[context.status];
  const head = reason ? `${context.status} ${reason}` : `${context.status} status code`;
  const summary = summarizeBody(context.body);
  return summary ? `${head}: ${summary}` : head;
}

/** The message of an SSE `error` event: `messageProperty`, else `error.message`, else `message`. */
export function streamErrorMessage(body: unknown, messageProperty: string | undefined): string {
  const message =
    messageAt(body, messageProperty) ?? messageAt(body, 'error.message') ?? messageAt(body, 'message');
  if (message !== undefined) return message;
  const summary = summarizeBody(body);
  return summary ? `The stream reported an error: ${summary}` : 'The stream reported an error.';
}

function messageAt(body: unknown, property: string | undefined): string | undefined {
  if (!property) return undefined;
  const value = getPath(body, splitPath(property));
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function summarizeBody(body: unknown): string {
  if (body === undefined || body === null || body === '') return '';
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return text.length > MAX_BODY_IN_MESSAGE ? `${text.slice(0, MAX_BODY_IN_MESSAGE)}…` : text;
}

/** Whether `error` is the rejection of an aborted fetch or body read. */
export function isAbortError(error: unknown): boolean {
  return isObject(error) && (error['name'] === 'AbortError' || error['name'] === 'TimeoutError');
}
