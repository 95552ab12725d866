#!/usr/bin/env node
// Copyright Acme, Inc. Licensed under the Apache License 2.0.
// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { ACME } from 'acme';
import { tools } from './tools.js';

const server = new Server(
  { name: 'acme-mcp', version: '0.0.1' },
  { capabilities: { tools: {} }, instructions: 'Use these tools to manage Acme accounts.' },
);
const client = new ACME();

server.setRequestHandler(ListToolsRequestSchema, async () => ({
  tools: tools.map(({ name, description, inputSchema }) => ({ name, description, inputSchema })),
}));

server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const tool = tools.find((t) => t.name === request.params.name);
  if (!tool) {
    return { content: [{ type: 'text', text: `Unknown tool: ${request.params.name}` }], isError: true };
  }
  try {
    const result = await tool.handler(client, request.params.arguments ?? {});
    return { content: [{ type: 'text', text: JSON.stringify(result ?? null, null, 2) }] };
  } catch (err) {
    return { content: [{ type: 'text', text: String(err) }], isError: true };
  }
});

await server.connect(new StdioServerTransport());
