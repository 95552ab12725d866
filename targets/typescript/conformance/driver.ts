// The TypeScript driver of sdkgen's conformance suite (targets/conformance). sdkgen's toolchain test copies it into
// an SDK generated from targets/conformance/api at conformance/driver.ts and runs it from the package root:
//
//   CONFORMANCE_BASE_URL=http://127.0.0.1:PORT CONFORMANCE_SCENARIOS=/path/scenarios.json npx tsx conformance/driver.ts
//
// It interprets the scenarios file generically (it never names a scenario): for each scenario it builds a client,
// makes the one call, and prints one JSON line on stdout, {"scenario", "result"} and/or {"scenario", "error"}.
// The Go harness (conformance.Run) checks those lines and what its server received. Format: targets/conformance/doc.go.

import Client, {
  APIConnectionError,
  APIConnectionTimeoutError,
  APIStatusError,
  AuthenticationError,
  BadRequestError,
  ConflictError,
  InternalServerError,
  NotFoundError,
  PermissionDeniedError,
  RateLimitError,
  UnprocessableEntityError,
  toFile,
} from '../src/index.js';
import * as sdk from '../src/index.js';
import { readFileSync } from 'node:fs';

interface FileSpec {
  content: string;
  filename: string;
  content_type?: string;
}

interface ClientSpec {
  api_key?: string;
  username?: string;
  password?: string;
  token?: string;
  max_retries?: number;
  timeout_ms?: number;
  default_headers?: Record<string, string>;
  env?: Record<string, string>;
  zero_args?: boolean;
  trailing_slash?: boolean;
}

interface OptionsSpec {
  max_retries?: number;
  timeout_ms?: number;
  headers?: Record<string, string | null>;
  query?: Record<string, unknown>;
  body?: Record<string, unknown>;
  idempotency_key?: string;
}

interface CallSpec {
  method: string;
  args?: string[];
  params?: Record<string, unknown>;
  options?: OptionsSpec;
  files?: Record<string, FileSpec>;
  stream?: boolean;
}

interface Scenario {
  name: string;
  client: ClientSpec;
  call: CallSpec;
  collect: 'value' | 'items' | 'pages' | 'events';
}

interface ErrorOut {
  kind: string;
  status?: number;
  message: string;
  request_id?: string;
}

interface Output {
  scenario: string;
  result?: unknown;
  error?: ErrorOut;
}

// A scenario that runs longer than this is reported as a driver error, so one hung call cannot stall the run.
const WATCHDOG_MS = 60_000;

class DriverError extends Error {}

function requireEnv(name: string): string {
  const value = process.env[name];
  if (!value) {
    throw new DriverError(`${name} is not set`);
  }
  return value;
}

function buildClient(spec: ClientSpec, baseURL: string): any {
  if (spec.zero_args) {
    return new Client();
  }
  const opts: Record<string, unknown> = { baseURL: spec.trailing_slash ? `${baseURL}/` : baseURL };
  if (spec.api_key !== undefined) opts['apiKey'] = spec.api_key;
  if (spec.username !== undefined) opts['username'] = spec.username;
  if (spec.password !== undefined) opts['password'] = spec.password;
  if (spec.token !== undefined) opts['token'] = spec.token;
  if (spec.max_retries !== undefined) opts['maxRetries'] = spec.max_retries;
  if (spec.timeout_ms !== undefined) opts['timeout'] = spec.timeout_ms;
  if (spec.default_headers !== undefined) opts['defaultHeaders'] = spec.default_headers;
  return new Client(opts as any);
}

function requestOptions(spec: OptionsSpec | undefined): Record<string, unknown> | undefined {
  if (spec === undefined) {
    return undefined;
  }
  const opts: Record<string, unknown> = {};
  if (spec.max_retries !== undefined) opts['maxRetries'] = spec.max_retries;
  if (spec.timeout_ms !== undefined) opts['timeout'] = spec.timeout_ms;
  if (spec.headers !== undefined) opts['headers'] = spec.headers;
  if (spec.query !== undefined) opts['query'] = spec.query;
  if (spec.body !== undefined) opts['body'] = spec.body;
  if (spec.idempotency_key !== undefined) opts['idempotencyKey'] = spec.idempotency_key;
  return opts;
}

// call makes the scenario's call and collects its result. partial receives the array being filled for items,
// pages and events, so what arrived before an error is printed too.
async function call(
  client: any,
  spec: CallSpec,
  collect: Scenario['collect'],
  partial: (p: unknown[]) => void,
): Promise<unknown> {
  const [resourceName, methodName, ...rest] = spec.method.split('.');
  const resource = resourceName === undefined ? undefined : client[resourceName];
  if (
    rest.length > 0 ||
    methodName === undefined ||
    resource == null ||
    typeof resource[methodName] !== 'function'
  ) {
    throw new DriverError(`the client has no method ${spec.method}`);
  }
  const params: Record<string, unknown> = { ...(spec.params ?? {}) };
  for (const [name, file] of Object.entries(spec.files ?? {})) {
    params[name] = await toFile(
      Buffer.from(file.content, 'utf8'),
      file.filename,
      file.content_type === undefined ? undefined : { type: file.content_type },
    );
  }
  if (spec.stream) {
    params['stream'] = true;
  }
  const args: unknown[] = [...(spec.args ?? []), params, requestOptions(spec.options)];
  const promise: any = resource[methodName](...args);

  switch (collect) {
    case 'value': {
      const value = await promise;
      return value === undefined ? null : value;
    }
    case 'items': {
      const items: unknown[] = [];
      partial(items);
      for await (const item of promise) {
        items.push(item);
      }
      return items;
    }
    case 'pages': {
      const pages: unknown[] = [];
      partial(pages);
      const first: any = await promise;
      for await (const page of first.iterPages()) {
        pages.push([...(page as any).getPaginatedItems()]);
      }
      return pages;
    }
    case 'events': {
      const events: unknown[] = [];
      partial(events);
      const stream: any = await promise;
      for await (const event of stream) {
        events.push(event);
      }
      return events;
    }
    default:
      throw new DriverError(`unknown collect ${String(collect)}`);
  }
}

// kindOf maps an error to the suite's neutral kinds; the subclasses come before their bases.
function kindOf(err: unknown): string {
  if (err instanceof DriverError) return 'driver';
  if (err instanceof APIConnectionTimeoutError) return 'timeout';
  if (err instanceof APIConnectionError) return 'connection';
  if (err instanceof BadRequestError) return 'bad_request';
  if (err instanceof AuthenticationError) return 'authentication';
  if (err instanceof PermissionDeniedError) return 'permission_denied';
  if (err instanceof NotFoundError) return 'not_found';
  if (err instanceof ConflictError) return 'conflict';
  if (err instanceof UnprocessableEntityError) return 'unprocessable_entity';
  if (err instanceof RateLimitError) return 'rate_limit';
  if (err instanceof InternalServerError) return 'internal_server';
  if (err instanceof APIStatusError) return 'status';
  const apiError: any = (sdk as any).APIError;
  if (typeof apiError === 'function' ? err instanceof apiError : inheritsFrom(err, 'APIError')) return 'api';
  return 'client';
}

// inheritsFrom reports whether a class named name is on err's prototype chain (for when APIError is not exported).
function inheritsFrom(err: unknown, name: string): boolean {
  for (
    let proto = err == null ? null : Object.getPrototypeOf(err);
    proto != null;
    proto = Object.getPrototypeOf(proto)
  ) {
    if (proto.constructor?.name === name) return true;
  }
  return false;
}

function describeError(err: unknown): ErrorOut {
  const e: any = err;
  const out: ErrorOut = { kind: kindOf(err), message: String(e?.message ?? e) };
  if (typeof e?.status === 'number') out.status = e.status;
  const requestID = e?.requestID ?? e?.request_id ?? e?.requestId;
  if (typeof requestID === 'string') out.request_id = requestID;
  return out;
}

function withWatchdog<T>(work: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const watchdog = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new DriverError(`the scenario did not finish within ${WATCHDOG_MS} ms`)),
      WATCHDOG_MS,
    );
  });
  return Promise.race([work, watchdog]).finally(() => clearTimeout(timer));
}

async function runScenario(s: Scenario, baseURL: string): Promise<Output> {
  const out: Output = { scenario: s.name };
  const saved = new Map<string, string | undefined>();
  for (const [name, value] of Object.entries(s.client.env ?? {})) {
    saved.set(name, process.env[name]);
    process.env[name] = value.split('{base_url}').join(baseURL);
  }
  let partial: unknown[] | undefined;
  try {
    const client = buildClient(s.client ?? {}, baseURL);
    out.result = await withWatchdog(
      call(client, s.call, s.collect, (p) => {
        partial = p;
      }),
    );
  } catch (err) {
    out.error = describeError(err);
    if (partial !== undefined) out.result = partial;
  } finally {
    for (const [name, value] of saved) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
  return out;
}

function writeLine(line: string): Promise<void> {
  return new Promise((resolve, reject) => {
    process.stdout.write(line + '\n', (err) => (err ? reject(err) : resolve()));
  });
}

async function main(): Promise<void> {
  const root = requireEnv('CONFORMANCE_BASE_URL').replace(/\/+$/, '');
  const file = requireEnv('CONFORMANCE_SCENARIOS');
  // CONFORMANCE_BASE_URL is also the SDK's own base URL override: only scenarios that set it may see it.
  delete process.env['CONFORMANCE_BASE_URL'];
  delete process.env['CONFORMANCE_SCENARIOS'];
  const doc = JSON.parse(readFileSync(file, 'utf8')) as { scenarios: Scenario[] };
  for (const s of doc.scenarios) {
    const out = await runScenario(s, `${root}/s/${s.name}`);
    let line: string;
    try {
      line = JSON.stringify(out);
    } catch (err) {
      line = JSON.stringify({
        scenario: s.name,
        error: { kind: 'driver', message: `cannot print the result: ${String(err)}` },
      });
    }
    await writeLine(line);
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    process.stderr.write(
      `conformance driver: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
    );
    process.exit(1);
  },
);
