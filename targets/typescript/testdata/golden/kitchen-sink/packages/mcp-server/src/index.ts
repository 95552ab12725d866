#!/usr/bin/env node
// Copyright Acme, Inc. Licensed under the Apache License 2.0.
// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { ACME } from 'acme';
import { createServer, parseToolModes, servedTools, type ToolMode } from './server.js';
import { tools } from './tools.js';
import { VERSION } from './version.js';

let modes: ToolMode[];
try {
  modes = parseToolModes(process.argv.slice(2), process.env['ACME_MCP_TOOLS'], 'all');
} catch (err) {
  console.error(err instanceof Error ? err.message : String(err));
  process.exit(2);
}

const server = createServer(
  { name: 'acme-mcp', version: VERSION, instructions: 'Use these tools to manage Acme accounts.' },
  servedTools(new ACME(), tools, modes),
);
await server.connect(new StdioServerTransport());
