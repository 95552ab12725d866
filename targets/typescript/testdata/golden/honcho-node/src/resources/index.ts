// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

export * from './apps/apps.js';
export * from './apps/users/collections/collections.js';
export * from './apps/users/collections/documents.js';
export * from './apps/users/metamessages.js';
export * from './apps/users/sessions/messages.js';
export * from './apps/users/sessions/sessions.js';
export * from './apps/users/users.js';
export * from './keys.js';
export * from './shared.js';
