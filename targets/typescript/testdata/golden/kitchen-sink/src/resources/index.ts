// Copyright Acme, Inc. Licensed under the Apache License 2.0.
// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

export * from './accounts/accounts.js';
export * from './accounts/friends.js';
export * from './cards/cards.js';
export * from './cards/transactions.js';
export * from './chat/chat.js';
export * from './chat/completions.js';
export * from './events.js';
export * from './feedback.js';
export * from './files.js';
export * from './internal-tools.js';
export * from './legacy.js';
export * from './pets.js';
export * from './reports.js';
export * from './search.js';
export * from './shared.js';
export * from './tags.js';
export * from './trees.js';
export * from './webhooks.js';
