// Copyright Acme, Inc. Licensed under the Apache License 2.0.
// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

import type { ACME } from 'acme';

export interface Tool {
  name: string;
  description: string;
  inputSchema: { type: 'object'; [key: string]: unknown };
  handler: (client: ACME, args: Record<string, any>) => Promise<unknown>;
}

export const tools: Tool[] = [
  {
    name: 'status',
    description: 'Service status',
    inputSchema: { type: 'object', properties: {} },
    handler: (client, _args) => client.status(),
  },
  {
    name: 'ping',
    description: 'get /ping',
    inputSchema: { type: 'object', properties: {} },
    handler: (client, _args) => client.ping(),
  },
  {
    name: 'accounts_list',
    description: 'List accounts',
    inputSchema: {
      type: 'object',
      properties: {
        cursor: { type: 'string' },
        limit: { type: 'integer' },
        status: { enum: ['active', 'suspended', 'closed'] },
        'X-Trace-Id': { type: 'string', format: 'uuid' },
      },
    },
    handler: (client, params) => client.accounts.list(params as any),
  },
  {
    name: 'accounts_create',
    description: 'Create an account\n\nCreates an account. The `Idempotency-Key` header makes retries safe.',
    inputSchema: {
      type: 'object',
      properties: {
        name: { type: 'string' },
        password: { type: 'string' },
        address: {
          type: 'object',
          properties: { line1: { type: 'string' }, city: { type: 'string' }, country: { type: 'string' } },
        },
        kind: { type: 'string' },
      },
      required: ['name'],
    },
    handler: (client, params) => client.accounts.create(params as any),
  },
  {
    name: 'accounts_retrieve',
    description: 'get /accounts/{account_id}',
    inputSchema: {
      type: 'object',
      properties: {
        account_id: { type: 'string', format: 'uuid', description: "The account's identifier." },
      },
      required: ['account_id'],
    },
    handler: (client, { account_id: arg0 }) => client.accounts.retrieve(arg0),
  },
  {
    name: 'accounts_update',
    description: 'patch /accounts/{account_id}',
    inputSchema: {
      type: 'object',
      properties: {
        account_id: { type: 'string', format: 'uuid', description: "The account's identifier." },
        name: { type: 'string' },
        nickname: { type: 'string', description: 'Set to null to remove the nickname.' },
        metadata: { type: 'object' },
      },
      required: ['account_id'],
    },
    handler: (client, { account_id: arg0, ...params }) => client.accounts.update(arg0, params as any),
  },
  {
    name: 'accounts_delete',
    description: 'delete /accounts/{account_id}',
    inputSchema: {
      type: 'object',
      properties: {
        account_id: { type: 'string', format: 'uuid', description: "The account's identifier." },
      },
      required: ['account_id'],
    },
    handler: (client, { account_id: arg0 }) => client.accounts.delete(arg0),
  },
  {
    name: 'accounts_me',
    description: 'get /me',
    inputSchema: { type: 'object', properties: {} },
    handler: (client, _args) => client.accounts.me(),
  },
  {
    name: 'accounts_link',
    description: 'post /accounts/{account_id}/link',
    inputSchema: {
      type: 'object',
      properties: {
        account_id: { type: 'string', format: 'uuid', description: "The account's identifier." },
      },
      required: ['account_id'],
    },
    handler: (client, { account_id: arg0, ...params }) => client.accounts.link(arg0, params as any),
  },
  {
    name: 'accounts_friends_list',
    description: 'get /accounts/{account_id}/friends',
    inputSchema: {
      type: 'object',
      properties: {
        account_id: { type: 'string', format: 'uuid', description: "The account's identifier." },
        after_id: { type: 'string' },
        limit: { type: 'integer' },
      },
      required: ['account_id'],
    },
    handler: (client, { account_id: arg0, ...params }) => client.accounts.friends.list(arg0, params as any),
  },
  {
    name: 'list_cards',
    description: 'get /cards',
    inputSchema: {
      type: 'object',
      properties: {
        offset: { type: 'integer' },
        limit: { type: 'integer' },
        sort: { enum: ['asc', 'desc'] },
      },
    },
    handler: (client, params) => client.cards.list(params as any),
  },
  {
    name: 'cards_transactions_list',
    description: 'get /cards/{card_id}/transactions',
    inputSchema: {
      type: 'object',
      properties: { card_id: { type: 'string' }, page: { type: 'integer' }, page_size: { type: 'integer' } },
      required: ['card_id'],
    },
    handler: (client, { card_id: arg0, ...params }) => client.cards.transactions.list(arg0, params as any),
  },
  {
    name: 'events_list',
    description: 'get /events',
    inputSchema: { type: 'object', properties: { page_size: { type: 'integer' } } },
    handler: (client, params) => client.events.list(params as any),
  },
  {
    name: 'events_feed',
    description: 'get /events/feed',
    inputSchema: { type: 'object', properties: { cursor: { type: 'string' } } },
    handler: (client, params) => client.events.feed(params as any),
  },
  {
    name: 'tags_list',
    description: 'List tags',
    inputSchema: { type: 'object', properties: {} },
    handler: (client, _args) => client.tags.list(),
  },
  {
    name: 'files_upload',
    description: 'post /files',
    inputSchema: {
      type: 'object',
      properties: {
        file: { type: 'string' },
        purpose: { enum: ['avatar', 'document'] },
        labels: { type: 'array', items: { type: 'string' } },
      },
      required: ['file', 'purpose'],
    },
    handler: (client, params) => client.files.upload(params as any),
  },
  {
    name: 'files_content',
    description: 'get /files/{file_id}/content',
    inputSchema: { type: 'object', properties: { file_id: { type: 'string' } }, required: ['file_id'] },
    handler: (client, { file_id: arg0 }) => client.files.content(arg0),
  },
  {
    name: 'feedback_send',
    description: 'post /forms/feedback',
    inputSchema: { type: 'object', properties: { message: { type: 'string' }, rating: { type: 'integer' } } },
    handler: (client, params) => client.feedback.send(params as any),
  },
  {
    name: 'reports_search',
    description: 'post /reports/search',
    inputSchema: {
      type: 'object',
      properties: { cursor: { type: 'string' }, page_size: { type: 'integer' }, query: { type: 'string' } },
    },
    handler: (client, params) => client.reports.search(params as any),
  },
  {
    name: 'search_query',
    description: 'get /search',
    inputSchema: {
      type: 'object',
      properties: {
        q: { type: 'string' },
        filter: {
          type: 'object',
          properties: {
            created_after: { type: 'string', format: 'date-time' },
            owner: { type: 'string', format: 'uuid' },
          },
        },
        tags: { type: 'array', items: { type: 'string' } },
      },
      required: ['q'],
    },
    handler: (client, params) => client.search.query(params as any),
  },
  {
    name: 'pets_retrieve',
    description: 'get /pets/{pet_id}',
    inputSchema: { type: 'object', properties: { pet_id: { type: 'integer' } }, required: ['pet_id'] },
    handler: (client, { pet_id: arg0 }) => client.pets.retrieve(arg0),
  },
  {
    name: 'trees_retrieve',
    description: 'get /trees/{tree_id}',
    inputSchema: { type: 'object', properties: { tree_id: { type: 'string' } }, required: ['tree_id'] },
    handler: (client, { tree_id: arg0 }) => client.trees.retrieve(arg0),
  },
  {
    name: 'legacy_report',
    description: 'get /legacy/report',
    inputSchema: { type: 'object', properties: {} },
    handler: (client, _args) => client.legacy.report(),
  },
];
