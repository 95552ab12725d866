// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

export { Honcho as default } from './client.js';

export { type Uploadable, toFile } from './core/uploads.js';
export { APIPromise } from './core/api-promise.js';
export { Honcho, type ClientOptions } from './client.js';
export { PagePromise } from './core/pagination.js';
export type { RequestOptions } from './internal/base-client.js';
export * from './error.js';
export * from './pagination.js';
export * from './resources/index.js';
