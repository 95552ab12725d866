#!/usr/bin/env node
// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { Honcho } from 'honcho-ai';
import { createServer, parseToolModes, servedTools, type ToolMode } from './server.js';
import { tools } from './tools.js';
import { VERSION } from './version.js';

let modes: ToolMode[];
try {
  modes = parseToolModes(process.argv.slice(2), process.env['HONCHO_MCP_TOOLS'], 'all');
} catch (err) {
  console.error(err instanceof Error ? err.message : String(err));
  process.exit(2);
}

const server = createServer(
  { name: 'honcho-ai-mcp', version: VERSION },
  servedTools(new Honcho(), tools, modes),
);
await server.connect(new StdioServerTransport());
