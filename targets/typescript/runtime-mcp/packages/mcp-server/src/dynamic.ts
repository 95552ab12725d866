import { callEndpoint, toolError, type Endpoint, type ServedTool, type ToolResult } from './server.js';
import type { JSONSchema } from './validate.js';

export const searchToolName = 'search_api_methods';
export const callToolName = 'call_api_method';

const defaultLimit = 10;
const maxLimit = 50;

/**
 * The two tools of the dynamic mode: one searches the methods (names, endpoints, docs and parameters) and returns
 * the best matches with their input schemas; the other calls a method by name with JSON arguments, checked against
 * that schema first.
 */
export function dynamicTools<Client>(client: Client, endpoints: readonly Endpoint<Client>[]): ServedTool[] {
  const index = endpoints.map((endpoint, order) => ({ endpoint, order, text: searchText(endpoint) }));
  const search = (query: string, limit: number) => rank(index, query).slice(0, limit);
  return [
    {
      name: searchToolName,
      description:
        `Search the ${endpoints.length} methods of the API by name, endpoint, description and parameters. ` +
        `Returns the best matches with their descriptions and the JSON Schema of their arguments, ` +
        `to call with ${callToolName}. An empty query lists the methods in order.`,
      inputSchema: {
        type: 'object',
        properties: {
          query: {
            type: 'string',
            description: 'Words to look for, such as "list cards" or "POST /accounts".',
          },
          limit: {
            type: 'integer',
            description: `How many methods to return (default ${defaultLimit}, at most ${maxLimit}).`,
          },
        },
      },
      run: async (args) => {
        const problems = checkSearchArgs(args);
        if (problems) {
          return problems;
        }
        const query = (args['query'] as string | undefined) ?? '';
        const limit = Math.min(Math.max((args['limit'] as number | undefined) ?? defaultLimit, 1), maxLimit);
        const found = rank(index, query);
        const methods = found.slice(0, limit).map(({ endpoint }) => describeEndpoint(endpoint));
        return json({ total_matches: found.length, methods });
      },
    },
    {
      name: callToolName,
      description:
        `Call one API method by name with JSON arguments. Find the method and the schema of its arguments with ` +
        `${searchToolName} first. Invalid arguments and API errors come back as tool errors that say what is wrong.`,
      inputSchema: {
        type: 'object',
        properties: {
          method: {
            type: 'string',
            description: `The method, as ${searchToolName} names it (such as "accounts.create").`,
          },
          arguments: {
            type: 'object',
            description: "The method's arguments, as its input schema describes them.",
          },
        },
        required: ['method'],
      },
      run: async (args) => {
        const method = args['method'];
        const params = parseArguments(args['arguments'] ?? {});
        if (typeof method !== 'string') {
          return toolError('arguments.method: must be a string, the name of a method');
        }
        if (typeof params !== 'object' || params === null || Array.isArray(params)) {
          return toolError('arguments.arguments: must be an object of the method arguments');
        }
        const endpoint = findEndpoint(endpoints, method);
        if (!endpoint) {
          const closest = search(method, 3).map(({ endpoint }) => endpoint.method);
          const hint = closest.length > 0 ? ` Closest: ${closest.join(', ')}.` : '';
          return toolError(`Unknown method ${JSON.stringify(method)}; search with ${searchToolName}.${hint}`);
        }
        return callEndpoint(client, endpoint, params as Record<string, unknown>);
      },
    },
  ];
}

/** The method's arguments; some clients send an object as its JSON text, which is read as the object. */
function parseArguments(value: unknown): unknown {
  if (typeof value !== 'string') {
    return value;
  }
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

function checkSearchArgs(args: Record<string, unknown>): ToolResult | undefined {
  if (args['query'] !== undefined && typeof args['query'] !== 'string') {
    return toolError('arguments.query: must be a string');
  }
  if (args['limit'] !== undefined && !Number.isInteger(args['limit'])) {
    return toolError('arguments.limit: must be an integer');
  }
  return undefined;
}

/** The method a name means: its SDK path (`accounts.create`, with or without `client.`) or its tool name. */
function findEndpoint<Client>(
  endpoints: readonly Endpoint<Client>[],
  name: string,
): Endpoint<Client> | undefined {
  const method = name.trim().replace(/^client\./, '');
  return endpoints.find((e) => e.method === method) ?? endpoints.find((e) => e.name === method);
}

function describeEndpoint<Client>(endpoint: Endpoint<Client>) {
  return {
    method: endpoint.method,
    endpoint: endpoint.endpoint,
    description: endpoint.description,
    input_schema: endpoint.inputSchema,
  };
}

function json(value: unknown): ToolResult {
  return { content: [{ type: 'text', text: JSON.stringify(value, null, 2) }] };
}

interface Indexed<Client> {
  endpoint: Endpoint<Client>;
  order: number;
  text: { name: string[]; docs: string };
}

/** The words of a method's names and endpoint, and the lower-case text of its docs and parameters. */
function searchText<Client>(endpoint: Endpoint<Client>): Indexed<Client>['text'] {
  const docs = [endpoint.description, ...schemaText(endpoint.inputSchema, 0)].join('\n').toLowerCase();
  return { name: words(`${endpoint.method} ${endpoint.name} ${endpoint.endpoint}`), docs };
}

function schemaText(schema: JSONSchema, depth: number): string[] {
  if (depth > 3) {
    return [];
  }
  const out: string[] = [];
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    out.push(name, property.description ?? '', ...schemaText(property, depth + 1));
  }
  if (schema.items) {
    out.push(...schemaText(schema.items, depth + 1));
  }
  return out;
}

/** Words in lower case, split at anything not a letter or digit and at camelCase humps. */
function words(text: string): string[] {
  return text
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '');
}

/**
 * The methods matching a query, best first: a query word that is a word of the method's name or endpoint counts 3,
 * one that starts such a word or that such a word starts 2 (`card` finds `cards`, `cards` finds `card`), one in the
 * docs or parameters 1. Ties keep the API's order.
 * An empty query matches every method.
 */
function rank<Client>(index: readonly Indexed<Client>[], query: string): Indexed<Client>[] {
  const terms = words(query);
  if (terms.length === 0) {
    return [...index];
  }
  return index
    .map((entry) => ({ entry, score: terms.reduce((sum, term) => sum + termScore(entry.text, term), 0) }))
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score || a.entry.order - b.entry.order)
    .map(({ entry }) => entry);
}

function termScore(text: Indexed<unknown>['text'], term: string): number {
  if (text.name.includes(term)) {
    return 3;
  }
  if (text.name.some((word) => sharesStart(word, term))) {
    return 2;
  }
  return text.docs.includes(term) ? 1 : 0;
}

/** Whether one word starts the other, the shorter having at least three letters (`id` is no start of `identity`). */
function sharesStart(a: string, b: string): boolean {
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  return short.length >= 3 && long.startsWith(short);
}
