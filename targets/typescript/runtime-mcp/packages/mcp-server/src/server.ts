import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import {
  CallToolRequestSchema,
  ListToolsRequestSchema,
  type CallToolResult,
} from '@modelcontextprotocol/sdk/types.js';
import { dynamicTools } from './dynamic.js';
import { validate, type JSONSchema } from './validate.js';

/** One API method as a tool: what tools/list shows of it, and the call of the SDK method. */
export interface Endpoint<Client> {
  /** The tool's name, as the method's path with underscores (`accounts_create`) unless the config names it. */
  name: string;
  /** The SDK method, as called on the client (`accounts.create`). */
  method: string;
  /** The HTTP method and path (`post /accounts`). */
  endpoint: string;
  description: string;
  inputSchema: JSONSchema & { type: 'object' };
  handler: (client: Client, args: Record<string, any>) => Promise<unknown>;
}

/** A tool the server lists and runs. */
export interface ServedTool {
  name: string;
  description: string;
  inputSchema: JSONSchema & { type: 'object' };
  run: (args: Record<string, unknown>) => Promise<ToolResult>;
}

/** A tool's result: its text content, an error when isError is set. */
export type ToolResult = CallToolResult;

/**
 * How the API is offered. `all`: one tool per method. `dynamic`: two tools, one that searches the methods and their
 * docs and one that calls a method by name, which keeps the tool list short however large the API is.
 */
export type ToolMode = 'all' | 'dynamic';

const toolModes: readonly ToolMode[] = ['all', 'dynamic'];

/**
 * The tool modes of a command line (`--tools=dynamic`, `--tools dynamic`, `--tools=all,dynamic`, repeatable), else of
 * the environment variable's value, else the default. It throws on anything else, naming what it accepts.
 */
export function parseToolModes(
  argv: readonly string[],
  env: string | undefined,
  fallback: ToolMode,
): ToolMode[] {
  const given: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg.startsWith('--tools=')) {
      given.push(arg.slice('--tools='.length));
    } else if (arg === '--tools' && i + 1 < argv.length) {
      given.push(argv[++i]!);
    } else {
      throw new Error(`unknown argument ${JSON.stringify(arg)}; usage: [--tools=${toolModes.join('|')}]`);
    }
  }
  if (given.length === 0 && env) {
    given.push(env);
  }
  const modes = given.flatMap((value) => value.split(',')).map((mode) => mode.trim());
  for (const mode of modes) {
    if (!toolModes.includes(mode as ToolMode)) {
      throw new Error(`unknown tool mode ${JSON.stringify(mode)}; the modes are ${toolModes.join(', ')}`);
    }
  }
  return modes.length > 0 ? [...new Set(modes as ToolMode[])] : [fallback];
}

/** The tools the modes offer: the dynamic tools first, then the methods' own (a name taken already is left out). */
export function servedTools<Client>(
  client: Client,
  endpoints: readonly Endpoint<Client>[],
  modes: readonly ToolMode[],
): ServedTool[] {
  const served: ServedTool[] = modes.includes('dynamic') ? dynamicTools(client, endpoints) : [];
  if (modes.includes('all')) {
    const taken = new Set(served.map((tool) => tool.name));
    for (const endpoint of endpoints) {
      if (!taken.has(endpoint.name)) {
        served.push({ ...endpoint, run: (args) => callEndpoint(client, endpoint, args) });
      }
    }
  }
  return served;
}

/** Calls a method with JSON arguments checked against its input schema; every failure is a tool error. */
export async function callEndpoint<Client>(
  client: Client,
  endpoint: Endpoint<Client>,
  args: Record<string, unknown>,
): Promise<ToolResult> {
  const problems = validate(endpoint.inputSchema, args);
  if (problems.length > 0) {
    return toolError(
      `Invalid arguments for ${endpoint.method}:\n${problems.map((p) => `- ${p}`).join('\n')}`,
    );
  }
  try {
    const result = await endpoint.handler(client, args);
    return { content: [{ type: 'text', text: JSON.stringify(result ?? null, null, 2) }] };
  } catch (err) {
    return toolError(String(err));
  }
}

export function toolError(text: string): ToolResult {
  return { content: [{ type: 'text', text }], isError: true };
}

export interface ServerInfo {
  name: string;
  version: string;
  instructions?: string;
}

/** An MCP server that lists and runs the tools. */
export function createServer(info: ServerInfo, tools: readonly ServedTool[]): Server {
  const { instructions, ...implementation } = info;
  const server = new Server(implementation, {
    capabilities: { tools: {} },
    ...(instructions ? { instructions } : {}),
  });
  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: tools.map(({ name, description, inputSchema }) => ({ name, description, inputSchema })),
  }));
  server.setRequestHandler(CallToolRequestSchema, async (request) => {
    const tool = tools.find((t) => t.name === request.params.name);
    if (!tool) {
      return toolError(`Unknown tool: ${request.params.name}`);
    }
    return tool.run(request.params.arguments ?? {});
  });
  return server;
}
