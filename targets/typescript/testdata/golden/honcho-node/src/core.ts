// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

import { toMultipartForm } from './internal/multipart.js';

export { APIPromise } from './core/api-promise.js';
export { APIResource } from './core/resource.js';
export type { FinalRequestOptions, RequestOptions, BuiltRequest } from './internal/base-client.js';
export { isRequestOptions } from './internal/request-options.js';

/** Request headers as a record: `null` removes a header the SDK would send, `undefined` leaves it. */
export type Headers = Record<string, string | null | undefined>;

/** Response headers as a record whose names are case-insensitive; repeated headers are joined with `, `. */
export function createResponseHeaders(headers: globalThis.Headers): Record<string, string> {
  return new Proxy(Object.fromEntries(headers.entries()), {
    get(target, name) {
      return typeof name === 'string' ? target[name.toLowerCase()] : undefined;
    },
  });
}

/** The `multipart/form-data` body of a params object (see `toFile` for the file inputs it takes). */
export function createForm(body: Readonly<Record<string, unknown>> | undefined): Promise<FormData> {
  return toMultipartForm(body ?? {}, 'brackets');
}

/** Request options whose `body` is sent as `multipart/form-data`. */
export async function multipartFormRequestOptions<
  T extends { body?: Readonly<Record<string, unknown>> | undefined },
>(options: T): Promise<Omit<T, 'body'> & { body: FormData }> {
  return { ...options, body: await createForm(options.body) };
}
