import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';

// The tests start the server from its sources, as an MCP host starts the published one: a child process spoken to
// over stdio by the MCP SDK's client.
const server = fileURLToPath(new URL('../src/index.ts', import.meta.url));
const tsconfig = fileURLToPath(new URL('../tsconfig.json', import.meta.url));
const tsx = fileURLToPath(new URL('../../../node_modules/.bin/tsx', import.meta.url));

/** Starts the server with the arguments and environment variables, and connects a client to it. */
export async function connect(args: string[], env: Record<string, string>): Promise<Client> {
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([, v]) => v !== undefined));
  const transport = new StdioClientTransport({
    command: tsx,
    args: ['--tsconfig', tsconfig, server, ...args],
    env: { ...(inherited as Record<string, string>), ...env },
  });
  const client = new Client({ name: 'sdkgen-test', version: '0' });
  await client.connect(transport);
  return client;
}

/** The tools a server started with the arguments and environment variables lists. */
export async function listTools(args: string[], env: Record<string, string>) {
  const client = await connect(args, env);
  try {
    return (await client.listTools()).tools;
  } finally {
    await client.close();
  }
}

/** The text of a tool call's result, and whether it is an error. */
export async function call(client: Client, name: string, args: Record<string, unknown>) {
  const result = await client.callTool({ name, arguments: args });
  const content = result.content as { type: string; text: string }[];
  return { isError: result.isError === true, text: content.map((c) => c.text).join('\n') };
}
