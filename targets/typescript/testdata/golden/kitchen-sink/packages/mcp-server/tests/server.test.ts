// Copyright Acme, Inc. Licensed under the Apache License 2.0.
// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { call, connect, listTools } from './stdio.js';

const skipMock = process.env['SKIP_MOCK_TESTS'] === 'true';

// One tool per method, in the API's order.
const toolNames = [
  'status',
  'ping',
  'accounts_list',
  'accounts_create',
  'accounts_retrieve',
  'accounts_update',
  'accounts_delete',
  'accounts_me',
  'accounts_link',
  'accounts_friends_list',
  'list_cards',
  'cards_transactions_list',
  'events_list',
  'events_feed',
  'tags_list',
  'files_upload',
  'files_content',
  'feedback_send',
  'reports_search',
  'search_query',
  'pets_retrieve',
  'trees_retrieve',
  'legacy_report',
];
const dynamicToolNames = ['search_api_methods', 'call_api_method'];

// The server's client reads its options from the environment, as it does when an MCP host starts it.
const env: Record<string, string> = {
  ACME_USERNAME: 'My Username',
  ACME_PASSWORD: 'My Password',
  ACME_PROJECT_ID: 'proj_123',
  ACME_QUERY_KEY: 'My Query Key',
  ACME_BASE_URL: process.env['TEST_API_BASE_URL'] ?? 'http://127.0.0.1:4010',
};

describe('MCP server over stdio', () => {
  test('lists the tools of its default mode', async () => {
    const tools = await listTools([], env);
    expect(tools.map((t) => t.name)).toEqual(toolNames);
  });

  test('lists one tool per method with --tools=all', async () => {
    const tools = await listTools(['--tools=all'], env);
    expect(tools.map((t) => t.name)).toEqual(toolNames);
    expect(tools.every((t) => t.inputSchema.type === 'object')).toBe(true);
  });

  describe('with --tools=dynamic', () => {
    let client: Client;
    beforeAll(async () => {
      client = await connect(['--tools=dynamic'], env);
    }, 60_000);
    afterAll(() => client?.close());

    test('lists a search tool and a call tool', async () => {
      const { tools } = await client.listTools();
      expect(tools.map((t) => t.name)).toEqual(dynamicToolNames);
    });

    test('finds a method by the words of its name', async () => {
      const result = await call(client, 'search_api_methods', { query: 'legacy report', limit: 50 });
      expect(result.isError).toBe(false);
      const found = JSON.parse(result.text).methods as { method: string; input_schema: { type: string } }[];
      const match = found.find((f) => f.method === 'legacy.report');
      expect(match?.input_schema.type).toBe('object');
    });

    test('an unknown method is a tool error', async () => {
      const result = await call(client, 'call_api_method', { method: 'no.such.method', arguments: {} });
      expect(result).toMatchObject({ isError: true, text: expect.stringContaining('Unknown method') });
    });

    test('arguments that do not match the method schema are a tool error', async () => {
      const result = await call(client, 'call_api_method', { method: 'accounts.create', arguments: {} });
      expect(result).toMatchObject({
        isError: true,
        text: expect.stringContaining('arguments.name: required'),
      });
    });

    test('arguments sent as JSON text are read as the object', async () => {
      const result = await call(client, 'call_api_method', {
        method: 'accounts.create',
        arguments: JSON.stringify({}),
      });
      expect(result).toMatchObject({
        isError: true,
        text: expect.stringContaining('arguments.name: required'),
      });
    });

    test.skipIf(skipMock)('calls a method by name against the API', async () => {
      const result = await call(client, 'call_api_method', { method: 'status', arguments: {} });
      expect(result.isError, result.text).toBe(false);
      expect(() => JSON.parse(result.text)).not.toThrow();
    });
  });
});
