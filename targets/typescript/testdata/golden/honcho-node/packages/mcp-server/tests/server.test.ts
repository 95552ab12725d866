// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { call, connect, listTools } from './stdio.js';

const skipMock = process.env['SKIP_MOCK_TESTS'] === 'true';

// One tool per method, in the API's order.
const toolNames = [
  'apps_get',
  'apps_list',
  'apps_get_by_name',
  'apps_update',
  'apps_create',
  'apps_get_or_create',
  'apps_users_create',
  'apps_users_get',
  'apps_users_get_by_name',
  'apps_users_get_or_create',
  'apps_users_update',
  'apps_users_list',
  'apps_users_metamessages_list',
  'apps_users_metamessages_create',
  'apps_users_metamessages_get',
  'apps_users_metamessages_update',
  'apps_users_sessions_list',
  'apps_users_sessions_create',
  'apps_users_sessions_update',
  'apps_users_sessions_delete',
  'apps_users_sessions_get',
  'apps_users_sessions_chat',
  'apps_users_sessions_clone',
  'apps_users_sessions_messages_create',
  'apps_users_sessions_messages_list',
  'apps_users_sessions_messages_get',
  'apps_users_sessions_messages_update',
  'apps_users_sessions_messages_batch',
  'apps_users_collections_list',
  'apps_users_collections_create',
  'apps_users_collections_get_by_name',
  'apps_users_collections_update',
  'apps_users_collections_delete',
  'apps_users_collections_get',
  'apps_users_collections_documents_list',
  'apps_users_collections_documents_create',
  'apps_users_collections_documents_get',
  'apps_users_collections_documents_update',
  'apps_users_collections_documents_delete',
  'apps_users_collections_documents_query',
  'keys_create',
];
const dynamicToolNames = ['search_api_methods', 'call_api_method'];

// The server's client reads its options from the environment, as it does when an MCP host starts it.
const env: Record<string, string> = {
  HONCHO_API_KEY: 'My API Key',
  HONCHO_BASE_URL: process.env['TEST_API_BASE_URL'] ?? 'http://127.0.0.1:4010',
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
      const result = await call(client, 'search_api_methods', { query: 'keys create', limit: 50 });
      expect(result.isError).toBe(false);
      const found = JSON.parse(result.text).methods as { method: string; input_schema: { type: string } }[];
      const match = found.find((f) => f.method === 'keys.create');
      expect(match?.input_schema.type).toBe('object');
    });

    test('an unknown method is a tool error', async () => {
      const result = await call(client, 'call_api_method', { method: 'no.such.method', arguments: {} });
      expect(result).toMatchObject({ isError: true, text: expect.stringContaining('Unknown method') });
    });

    test('arguments that do not match the method schema are a tool error', async () => {
      const result = await call(client, 'call_api_method', { method: 'apps.getByName', arguments: {} });
      expect(result).toMatchObject({
        isError: true,
        text: expect.stringContaining('arguments.name: required'),
      });
    });

    test('arguments sent as JSON text are read as the object', async () => {
      const result = await call(client, 'call_api_method', {
        method: 'apps.getByName',
        arguments: JSON.stringify({}),
      });
      expect(result).toMatchObject({
        isError: true,
        text: expect.stringContaining('arguments.name: required'),
      });
    });

    test.skipIf(skipMock)('calls a method by name against the API', async () => {
      const result = await call(client, 'call_api_method', { method: 'apps.get', arguments: {} });
      expect(result.isError, result.text).toBe(false);
      expect(() => JSON.parse(result.text)).not.toThrow();
    });
  });
});
