// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

export * from './attachments.js';
export * from './proxy.js';
export * from './shared.js';
export * from './webhooks.js';
