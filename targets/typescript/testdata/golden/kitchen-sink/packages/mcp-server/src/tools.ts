// Copyright Acme, Inc. Licensed under the Apache License 2.0.
// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

import type { ACME } from 'acme';
import type { Endpoint } from './server.js';

export type Tool = Endpoint<ACME>;

export const tools: Tool[] = [
  {
    name: 'status',
    method: 'status',
    endpoint: 'GET /status',
    description: 'Service status',
    inputSchema: { type: 'object', properties: {} },
    handler: (client, _args) => client.status(),
  },
  {
    name: 'ping',
    method: 'ping',
    endpoint: 'GET /ping',
    description: 'get /ping',
    inputSchema: { type: 'object', properties: {} },
    handler: (client, _args) => client.ping(),
  },
  {
    name: 'accounts_list',
    method: 'accounts.list',
    endpoint: 'GET /accounts',
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
    method: 'accounts.create',
    endpoint: 'POST /accounts',
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
    method: 'accounts.retrieve',
    endpoint: 'GET /accounts/{account_id}',
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
    method: 'accounts.update',
    endpoint: 'PATCH /accounts/{account_id}',
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
    method: 'accounts.delete',
    endpoint: 'DELETE /accounts/{account_id}',
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
    method: 'accounts.me',
    endpoint: 'GET /me',
    description: 'get /me',
    inputSchema: { type: 'object', properties: {} },
    handler: (client, _args) => client.accounts.me(),
  },
  {
    name: 'accounts_link',
    method: 'accounts.link',
    endpoint: 'POST /accounts/{account_id}/link',
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
    method: 'accounts.friends.list',
    endpoint: 'GET /accounts/{account_id}/friends',
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
    method: 'cards.list',
    endpoint: 'GET /cards',
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
    method: 'cards.transactions.list',
    endpoint: 'GET /cards/{card_id}/transactions',
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
    method: 'events.list',
    endpoint: 'GET /events',
    description: 'get /events',
    inputSchema: { type: 'object', properties: { page_size: { type: 'integer' } } },
    handler: (client, params) => client.events.list(params as any),
  },
  {
    name: 'events_feed',
    method: 'events.feed',
    endpoint: 'GET /events/feed',
    description: 'get /events/feed',
    inputSchema: { type: 'object', properties: { cursor: { type: 'string' } } },
    handler: (client, params) => client.events.feed(params as any),
  },
  {
    name: 'tags_list',
    method: 'tags.list',
    endpoint: 'GET /tags',
    description: 'List tags',
    inputSchema: { type: 'object', properties: {} },
    handler: (client, _args) => client.tags.list(),
  },
  {
    name: 'files_upload',
    method: 'files.upload',
    endpoint: 'POST /files',
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
    method: 'files.content',
    endpoint: 'GET /files/{file_id}/content',
    description: 'get /files/{file_id}/content',
    inputSchema: { type: 'object', properties: { file_id: { type: 'string' } }, required: ['file_id'] },
    handler: (client, { file_id: arg0 }) => client.files.content(arg0),
  },
  {
    name: 'feedback_send',
    method: 'feedback.send',
    endpoint: 'POST /forms/feedback',
    description: 'post /forms/feedback',
    inputSchema: { type: 'object', properties: { message: { type: 'string' }, rating: { type: 'integer' } } },
    handler: (client, params) => client.feedback.send(params as any),
  },
  {
    name: 'reports_search',
    method: 'reports.search',
    endpoint: 'POST /reports/search',
    description: 'post /reports/search',
    inputSchema: {
      type: 'object',
      properties: { cursor: { type: 'string' }, page_size: { type: 'integer' }, query: { type: 'string' } },
    },
    handler: (client, params) => client.reports.search(params as any),
  },
  {
    name: 'search_query',
    method: 'search.query',
    endpoint: 'GET /search',
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
    method: 'pets.retrieve',
    endpoint: 'GET /pets/{pet_id}',
    description: 'get /pets/{pet_id}',
    inputSchema: { type: 'object', properties: { pet_id: { type: 'integer' } }, required: ['pet_id'] },
    handler: (client, { pet_id: arg0 }) => client.pets.retrieve(arg0),
  },
  {
    name: 'trees_retrieve',
    method: 'trees.retrieve',
    endpoint: 'GET /trees/{tree_id}',
    description: 'get /trees/{tree_id}',
    inputSchema: { type: 'object', properties: { tree_id: { type: 'string' } }, required: ['tree_id'] },
    handler: (client, { tree_id: arg0 }) => client.trees.retrieve(arg0),
  },
  {
    name: 'legacy_report',
    method: 'legacy.report',
    endpoint: 'GET /legacy/report',
    description: 'get /legacy/report',
    inputSchema: { type: 'object', properties: {} },
    handler: (client, _args) => client.legacy.report(),
  },
];
