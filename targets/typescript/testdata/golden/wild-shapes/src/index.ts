// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

export { Shapes as default } from './client.js';

export { type Uploadable, toFile } from './core/uploads.js';
export { APIPromise } from './core/api-promise.js';
export { Shapes, type ClientOptions } from './client.js';
export type { RequestOptions } from './internal/base-client.js';
export * from './error.js';
export * from './resources/index.js';
