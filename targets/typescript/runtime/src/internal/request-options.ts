import type { RequestOptions } from './base-client.js';

// Every key of RequestOptions, so that a caller's object can be told apart from a params object.
const REQUEST_OPTION_KEYS: Readonly<Record<keyof RequestOptions, true>> = {
  timeout: true,
  maxRetries: true,
  headers: true,
  query: true,
  body: true,
  signal: true,
  idempotencyKey: true,
  fetchOptions: true,
  path: true,
  httpAgent: true,
};

/** The names of the per-call options; a params object with none of them can share an argument with them. */
export const requestOptionKeys: readonly string[] = Object.keys(REQUEST_OPTION_KEYS);

/**
 * Whether a method's optional params argument holds request options instead (`list(options)`): a non-empty
 * plain object whose every key is a request option and none is a key of the method's params (`paramKeys`), so
 * that a params object is never mistaken for options.
 */
export function isRequestOptions(value: unknown, paramKeys: readonly string[] = []): value is RequestOptions {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return (
    keys.length > 0 &&
    keys.every((key) => Object.hasOwn(REQUEST_OPTION_KEYS, key) && !paramKeys.includes(key))
  );
}
