import { APIResponseValidationError } from '../core/error.js';
import { isObject } from './utils/values.js';

/**
 * Reads a response body: JSON when the content type says so (or is missing and the text parses), otherwise the
 * text. An empty body, `204`, `205` and `HEAD` responses give `undefined`.
 */
export async function readBody(response: Response, method: string): Promise<unknown> {
  if (method.toUpperCase() === 'HEAD' || response.status === 204 || response.status === 205) {
    response.body?.cancel().catch(() => undefined);
    return undefined;
  }
  const text = await response.text();
  if (text === '') return undefined;
  const contentType = response.headers.get('content-type');
  if (contentType === null) return parseJSONOr(text, text);
  if (!isJSONType(contentType)) return text;
  try {
    return JSON.parse(text);
  } catch (cause) {
    throw new APIResponseValidationError(`The response declares ${contentType} but is not valid JSON.`, {
      status: response.status,
      headers: response.headers,
      body: text,
      cause,
    });
  }
}

/** Reads an error response body, never throwing: JSON when it parses, else the text. */
export async function readErrorBody(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  return text === '' ? undefined : parseJSONOr(text, text);
}

function parseJSONOr(text: string, fallback: unknown): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return fallback;
  }
}

function isJSONType(contentType: string): boolean {
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  return type === 'application/json' || type.endsWith('+json');
}

/** Adds a non-enumerable `_request_id` to a parsed object, so it is readable but not serialised. */
export function attachRequestId<T>(value: T, requestId: string | undefined): T {
  if (isObject(value) && Object.isExtensible(value) && !Object.hasOwn(value, '_request_id')) {
    Object.defineProperty(value, '_request_id', {
      value: requestId,
      enumerable: false,
      writable: false,
      configurable: true,
    });
  }
  return value;
}
