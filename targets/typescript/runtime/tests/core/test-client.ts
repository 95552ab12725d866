import { APIStatusError, ClientError } from '../../src/core/error.js';
import {
  BaseClient,
  type AuthScheme,
  type BaseClientOptions,
  type ClientDefaults,
  type Fetch,
  type RequestSpec,
} from '../../src/internal/base-client.js';
import { readEnv } from '../../src/internal/env.js';

/** A typed error of the API's error union, as generated code declares it. */
export class CardDeclinedError extends APIStatusError {}

const environments = {
  production: 'https://{region}.api.example.test/v1',
  sandbox: 'https://sandbox.example.test/v1/',
};

/** Defaults shaped like a generated client's. */
export const DEFAULTS: ClientDefaults = {
  clientName: 'Example',
  envPrefix: 'EXAMPLE',
  lang: 'typescript',
  version: '1.2.3',
  environments,
  defaultEnvironment: 'production',
  maxRetries: 2,
  initialRetryDelay: 0.5,
  maxRetryDelay: 8,
  timeout: 60_000,
  idempotencyHeader: 'Idempotency-Key',
  defaultHeaders: { 'X-Api-Version': '2024-01-01' },
  query: { nestedFormat: 'brackets', arrayFormat: 'comma' },
  multipartArrayFormat: 'brackets',
  browser: { state: 'disallow' },
  messageProperty: 'error.message',
  errorVariants: [{ discriminator: 'error.type', value: 'card_declined', ctor: CardDeclinedError }],
};

export interface ClientOptions extends Omit<BaseClientOptions, 'environment'> {
  /** Required; defaults to process.env['EXAMPLE_API_KEY']. */
  apiKey?: string | undefined;
  bearerToken?: string | null | undefined;
  username?: string | null | undefined;
  password?: string | null | undefined;
  queryKey?: string | null | undefined;
  region?: string | undefined;
  projectId?: string | null | undefined;
  environment?: keyof typeof environments | undefined;
}

/**
 * A client written the way the generator writes one, plus test hooks: retry waits are recorded instead of
 * slept, jitter comes from `jitter`, and `defaults` can be varied per test.
 */
export class TestClient extends BaseClient {
  apiKey: string;
  bearerToken: string | null;
  username: string | null;
  password: string | null;
  queryKey: string | null;
  region: string;
  projectId: string | null;
  /** The waits the client asked for before each retry, in ms. */
  readonly sleeps: number[] = [];
  /** The value `random()` returns. */
  jitter = 0;
  readonly #defaults: ClientDefaults;

  constructor(
    {
      apiKey = readEnv('EXAMPLE_API_KEY'),
      bearerToken = readEnv('EXAMPLE_BEARER_TOKEN') ?? null,
      username = readEnv('EXAMPLE_USERNAME') ?? null,
      password = readEnv('EXAMPLE_PASSWORD') ?? null,
      queryKey = readEnv('EXAMPLE_QUERY_KEY') ?? null,
      region = readEnv('EXAMPLE_REGION') ?? 'us',
      projectId = readEnv('EXAMPLE_PROJECT_ID') ?? null,
      ...options
    }: ClientOptions = {},
    defaults: ClientDefaults = DEFAULTS,
  ) {
    if (apiKey === undefined) {
      throw new ClientError(
        'The EXAMPLE_API_KEY environment variable is missing or empty; either provide it, or instantiate ' +
          "the Example client with an apiKey option, like new Example({ apiKey: 'My API Key' }).",
      );
    }
    super(defaults, {
      ...options,
      serverVariables: { region },
      optionHeaders: { 'X-Project': projectId },
      optionQuery: { key: queryKey },
    });
    this.#defaults = defaults;
    this.apiKey = apiKey;
    this.bearerToken = bearerToken;
    this.username = username;
    this.password = password;
    this.queryKey = queryKey;
    this.region = region;
    this.projectId = projectId;
  }

  withOptions(options: Partial<ClientOptions>): this {
    // A new base URL replaces the environment and a new environment replaces the base URL.
    const { baseURL, environment, ...kept } = this._options;
    const location =
      options.baseURL !== undefined || options.environment !== undefined ? {} : { baseURL, environment };
    return new (this.constructor as new (options: ClientOptions, defaults: ClientDefaults) => this)(
      {
        ...kept,
        ...location,
        apiKey: this.apiKey,
        bearerToken: this.bearerToken,
        username: this.username,
        password: this.password,
        queryKey: this.queryKey,
        region: this.region,
        projectId: this.projectId,
        ...options,
      },
      this.#defaults,
    );
  }

  protected override authSchemes(): Record<string, AuthScheme> {
    return {
      ApiKeyAuth: {
        type: 'apiKey',
        in: 'header',
        name: 'X-Api-Key',
        value: this.apiKey,
        env: ['EXAMPLE_API_KEY'],
      },
      BearerAuth: {
        type: 'bearer',
        token: this.bearerToken,
        keyword: 'Token',
        env: ['EXAMPLE_BEARER_TOKEN'],
      },
      BasicAuth: {
        type: 'basic',
        username: this.username,
        password: this.password,
        env: ['EXAMPLE_USERNAME', 'EXAMPLE_PASSWORD'],
        options: ['username', 'password'],
      },
      RawBasic: { type: 'basic', username: this.username, password: this.password, base64: false },
      QueryKey: {
        type: 'apiKey',
        in: 'query',
        name: 'key',
        value: this.queryKey,
        env: ['EXAMPLE_QUERY_KEY'],
      },
    };
  }

  protected override defaultSecurity(): string[][] {
    return [['ApiKeyAuth']];
  }

  protected override sleep(ms: number): Promise<void> {
    this.sleeps.push(ms);
    return Promise.resolve();
  }

  protected override random(): number {
    return this.jitter;
  }

  /** Sends a spec as a generated method would. */
  call<T = unknown>(spec: RequestSpec) {
    return this.request<T>(spec);
  }
}

/** One request the fake fetch received. */
export interface Call {
  url: string;
  method: string;
  headers: Headers;
  body: BodyInit | null | undefined;
  signal: AbortSignal | undefined;
  init: RequestInit;
}

export type Reply = Response | Error | ((call: Call) => Response | Error | Promise<Response | Error>);

/**
 * A fetch that answers with `replies` in order (the last one repeats) and records every call. An `Error`
 * reply rejects like a network failure; a function reply builds the response from the call.
 */
export function fakeFetch(...replies: Reply[]): { fetch: Fetch; calls: Call[] } {
  const calls: Call[] = [];
  const fetch: Fetch = async (url, init = {}) => {
    const call: Call = {
      url,
      method: init.method ?? 'GET',
      headers: new Headers(init.headers),
      body: init.body,
      signal: init.signal ?? undefined,
      init,
    };
    calls.push(call);
    const reply = replies[Math.min(calls.length - 1, replies.length - 1)];
    if (reply === undefined) throw new Error('fakeFetch has no reply');
    // A fixed response may be served again, so each call gets a copy; a function builds a fresh one.
    const result =
      typeof reply === 'function' ? await reply(call) : reply instanceof Error ? reply : reply.clone();
    if (result instanceof Error) throw result;
    return result;
  };
  return { fetch, calls };
}

/** A JSON response. */
export function json(body: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  if (!headers.has('content-type')) headers.set('content-type', 'application/json');
  return new Response(JSON.stringify(body), { ...init, headers });
}

/** A fetch that never answers until its signal aborts, like a server that hangs. */
export function hangingFetch(): { fetch: Fetch; calls: Call[] } {
  return fakeFetch(
    (call) =>
      new Promise<Error>((resolve) => {
        call.signal?.addEventListener('abort', () => resolve(abortError()));
      }),
  );
}

/** The error fetch rejects with when its signal aborts. */
export function abortError(): Error {
  return Object.assign(new Error('This operation was aborted'), { name: 'AbortError' });
}

/** A client with a fake fetch and an API key. */
export function makeClient(
  replies: Reply[],
  options: ClientOptions = {},
  defaults: ClientDefaults = DEFAULTS,
): { client: TestClient; calls: Call[] } {
  const { fetch, calls } = fakeFetch(...replies);
  const client = new TestClient({ apiKey: 'test-key', fetch, ...options }, defaults);
  return { client, calls };
}
