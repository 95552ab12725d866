import { APIPromise } from '../core/api-promise.js';
import {
  APIConnectionError,
  APIConnectionTimeoutError,
  APIError,
  APIUserAbortError,
  ClientError,
  type ErrorVariant,
  type RequestSummary,
} from '../core/error.js';
import { AttemptController } from './abort.js';
import { applyAuth, secretNames, type AuthScheme } from './auth.js';
import { encodeBody, encodeBodySync, type BodyEncoding, type EncodedBody } from './body.js';
import { isAbortError, makeStatusError } from './errors.js';
import { readEnv } from './env.js';
import {
  mergeHeaders,
  parseCustomHeaders,
  withHeaderProperties,
  type HeadersLike,
  type RequestHeaders,
} from './headers.js';
import { levelLogger, redactHeaders, redactURL, resolveLogLevel, type Logger, type LogLevel } from './log.js';
import { isBrowser, platformHeaders } from './platform.js';
import { stringifyQuery, type ArrayFormat, type QueryFormat } from './qs.js';
import { attachRequestId, readBody, readErrorBody } from './response.js';
import { backoffDelay, isRetryableResponse, serverRequestedWait } from './retry.js';
import { appendQuery, joinURL, resolveBaseURL } from './url.js';
import { sleep } from './utils/sleep.js';
import { uuid4 } from './utils/uuid.js';
import { getPath } from './utils/values.js';

export type { AuthScheme, ApiKeyAuthScheme, BasicAuthScheme, BearerAuthScheme } from './auth.js';
export type { BodyEncoding } from './body.js';
export type { HeadersLike, HeaderValue, RequestHeaders } from './headers.js';
export type { Logger, LogLevel } from './log.js';
export type { ArrayFormat, NestedFormat, QueryFormat } from './qs.js';

const DEFAULT_TIMEOUT_MS = 60_000;
const DEFAULT_MAX_RETRIES = 2;
const DEFAULT_INITIAL_RETRY_DELAY = 0.5;
const DEFAULT_MAX_RETRY_DELAY = 8;

/** A `fetch` implementation: the platform's, or any compatible one (undici, node-fetch, a test double). */
export type Fetch = (url: string, init?: RequestInit) => Promise<Response>;

/** HTTP methods, lowercase as generated code writes them. */
export type HTTPMethod = 'get' | 'post' | 'put' | 'patch' | 'delete' | 'head' | 'options';

/** Whether the client may run in a browser (`targets.typescript.options.browser`). */
export interface BrowserPolicy {
  /** `disallow` (default), `allow`, or `dangerous_allow` (needs `dangerouslyAllowBrowser: true`). */
  state?: 'allow' | 'disallow' | 'dangerous_allow';
  /** The error message when browser use is refused. */
  message?: string;
  /** Headers sent only from browsers. */
  headers?: Readonly<Record<string, string>>;
}

/** Makes the `Stream` of an SSE response; `messageProperty` locates the message of error events. */
export type StreamOpener = (
  response: Response,
  controller: AbortController,
  messageProperty: string | undefined,
) => unknown;

/** A sent request for runtime modules that build their own result from it (pagination). */
export interface SentRequest {
  /** The response, once the request succeeded (after retries). */
  response: Promise<Response>;
  /** Reads the response body, as `request()` does before returning it. */
  read(): Promise<{ response: Response; body: unknown }>;
}

/** Everything API-specific the generated client passes to the runtime. */
export interface ClientDefaults {
  /** The client's name, e.g. `Acme`: the User-Agent is `Acme/JS <version>`. */
  clientName: string;
  /** Prefix of `<PREFIX>_BASE_URL`, `<PREFIX>_LOG` and `<PREFIX>_CUSTOM_HEADERS`. */
  envPrefix: string;
  /** `X-Sdkgen-Lang` and the idempotency key prefix: `typescript` (or `node` for the legacy target). */
  lang: string;
  /** The SDK version. */
  version: string;
  /** Named base URLs, possibly with `{var}` placeholders. */
  environments: Readonly<Record<string, string>>;
  /** The environment used by default; the first one when omitted. */
  defaultEnvironment?: string;
  /** Default `2`. */
  maxRetries?: number;
  /** Seconds before the first retry, doubled on each retry; default `0.5`. */
  initialRetryDelay?: number;
  /** Cap of the retry delay in seconds; default `8`. */
  maxRetryDelay?: number;
  /** Per-attempt timeout in ms; `null` for none; default `60000`. */
  timeout?: number | null;
  /** Header carrying the idempotency key of non-GET requests (`client_settings.idempotency.header`). */
  idempotencyHeader?: string;
  /** `client_settings.default_headers`. */
  defaultHeaders?: Readonly<Record<string, string>>;
  /** `query_settings`; default `brackets` nesting and `comma` arrays. */
  query?: QueryFormat;
  /** `multipart_settings.array_format`; default `brackets`. */
  multipartArrayFormat?: ArrayFormat;
  /** Browser policy; browsers are refused when omitted. */
  browser?: BrowserPolicy;
  /** Dotted path of the error message in error bodies (`errors.message_property`). */
  messageProperty?: string;
  /**
   * Opens the `Stream` of an SSE response: `streamOpener(rules)` of core/streaming, set only by the clients of
   * APIs with streaming methods, so that the others ship no streaming module.
   */
  openStream?: StreamOpener;
  /** Typed errors of `errors.union`. */
  errorVariants?: readonly ErrorVariant[];
  /** Spaces of indentation in JSON request bodies: 2 for the `node` target, as its SDKs sent them; none by default. */
  jsonIndent?: number;
}

/** The options every generated client accepts. */
export interface BaseClientOptions {
  /** Overrides the base URL; cannot be combined with `environment`. Default: `<PREFIX>_BASE_URL`. */
  baseURL?: string | null | undefined;
  /** Picks a named environment; cannot be combined with `baseURL`. */
  environment?: string | undefined;
  /** Per-attempt timeout in ms, `null` for none. Default 60 s (or the API's configured default). */
  timeout?: number | null | undefined;
  /** Retries after a connection error, timeout, 408, 409, 429 or 5xx. `0` turns retries off. Default 2. */
  maxRetries?: number | undefined;
  /** Headers sent with every request; `null` removes a header the SDK would send. */
  defaultHeaders?: Readonly<Record<string, string | null | undefined>> | undefined;
  /** Query params sent with every request. */
  defaultQuery?: Readonly<Record<string, unknown>> | undefined;
  /** A custom `fetch`; the global one by default. */
  fetch?: Fetch | undefined;
  /** Extra `RequestInit` fields for every request (e.g. a `dispatcher` for undici proxies). */
  fetchOptions?: RequestInit | undefined;
  /** `debug`, `info`, `warn` (default), `error` or `off`. Default: `<PREFIX>_LOG`. */
  logLevel?: LogLevel | undefined;
  /** Where logs go; `console` by default. */
  logger?: Logger | undefined;
  /** Allows browser use when the API permits it only on explicit opt-in; credentials are then exposed. */
  dangerouslyAllowBrowser?: boolean | undefined;
  /**
   * An `http.Agent` (a proxy agent, keep-alive settings) for every request, passed to `fetch` as `agent`: the
   * `fetch` of `node-fetch` reads it. The platform `fetch` does not; with it, pass an undici `dispatcher` in
   * `fetchOptions` instead.
   */
  httpAgent?: unknown;
  /** Values of the `{var}` placeholders of environment URLs; set by the generated client. */
  serverVariables?: Readonly<Record<string, string | null | undefined>> | undefined;
  /** Headers carrying client options (`send_in_header`); set by the generated client. */
  optionHeaders?: Readonly<Record<string, string | null | undefined>> | undefined;
  /** Query params carrying client options (`send_as_query_param`), omitted when null; set by the generated client. */
  optionQuery?: Readonly<Record<string, string | null | undefined>> | undefined;
}

/** Per-call options, the last argument of every method. They take precedence over client options. */
export interface RequestOptions {
  /** Per-attempt timeout in ms, `null` for none. */
  timeout?: number | null | undefined;
  /** Retries for this call. */
  maxRetries?: number | undefined;
  /** Extra headers; `null` removes a header the SDK would send. */
  headers?: HeadersLike;
  /** Extra query params. */
  query?: Readonly<Record<string, unknown>> | undefined;
  /** Extra fields merged into the top level of the request body. */
  body?: Readonly<Record<string, unknown>> | undefined;
  /** Aborts the call; an aborted call is not retried. */
  signal?: AbortSignal | null | undefined;
  /** The idempotency key to send instead of a generated one. */
  idempotencyKey?: string | undefined;
  /** Extra `RequestInit` fields for this call. */
  fetchOptions?: RequestInit | undefined;
  /** Sends this call to another path under the base URL (or to a full URL) instead of the method's. */
  path?: string | undefined;
  /** The `http.Agent` for this call, instead of the client's `httpAgent`. */
  httpAgent?: unknown;
}

/** One API call as generated methods describe it. */
export interface RequestSpec {
  method: HTTPMethod;
  /** Path under the base URL (already encoded with the `path` template), or a full URL. */
  path: string;
  /** Query params (wire names). */
  query?: object | undefined;
  /** Header params of the operation. */
  headers?: HeadersLike;
  body?: unknown;
  /** How `body` is sent; `json` by default. */
  bodyEncoding?: BodyEncoding | undefined;
  /** Content type of `json`, `text` and `binary` bodies when not the usual one. */
  contentType?: string | undefined;
  /** `Accept`; `application/json` by default, `text/event-stream` for streams. */
  accept?: string | undefined;
  /** Security alternatives; `undefined` uses `defaultSecurity()`, `[]` sends no credentials. */
  security?: readonly (readonly string[])[] | undefined;
  /** Returns a `Stream` over the SSE response. */
  stream?: boolean | undefined;
  /** Returns the fetch `Response` unread. */
  binaryResponse?: boolean | undefined;
  /** Property path of the value to return from the response body. */
  unwrap?: readonly string[] | undefined;
  /** The method's default timeout (`default_request_options`). */
  timeout?: number | null | undefined;
  /** The method's default retries (`default_request_options`). */
  maxRetries?: number | undefined;
  /** The caller's per-call options. */
  options?: RequestOptions | undefined;
}

/** Options of the generic `get`/`post`/... methods: per-call options plus the query and body. */
export type GenericRequestOptions = Omit<RequestOptions, 'query' | 'body'> & {
  query?: Readonly<Record<string, unknown>> | undefined;
  body?: unknown;
};

/** A request for {@link BaseClient.buildRequest}: its method, path and the per-call options with the query and body. */
export type FinalRequestOptions = GenericRequestOptions & { method: HTTPMethod; path: string };

/** A request as {@link BaseClient.buildRequest} builds it: the `fetch` arguments of its first attempt. */
export interface BuiltRequest {
  url: string;
  req: RequestInit & { method: string; headers: RequestHeaders };
  timeout: number | null;
}

/** A request ready to send, shared by all its attempts. */
interface PreparedRequest {
  method: string;
  url: string;
  body: BodyInit | undefined;
  replayable: boolean;
  contentType: string | undefined;
  accept: string;
  headerLayers: HeadersLike[];
  idempotencyKey: string | undefined;
  timeout: number | null;
  maxRetries: number;
  signal: AbortSignal | undefined;
  fetchOptions: RequestInit;
  secrets: ReadonlySet<string>;
}

/** What one attempt ended with. */
type Outcome =
  | { kind: 'response'; response: Response; attempt: AttemptController; request: RequestSummary }
  | { kind: 'timeout' | 'connection' | 'abort'; error: unknown; request: RequestSummary };

/** The response of the last attempt, with what parsing it needs. */
interface Sent {
  response: Response;
  attempt: AttemptController;
  request: RequestSummary;
}

/**
 * The runtime core every generated client extends: options and environments, auth, headers, retries with
 * backoff, timeouts, errors, pagination and streaming.
 */
export abstract class BaseClient {
  /** The base URL requests go to. */
  readonly baseURL: string;
  /** The client-level per-attempt timeout in ms (`null`: none). */
  readonly timeout: number | null;
  /** The client-level number of retries. */
  readonly maxRetries: number;
  /** The `fetch` every request uses; copies made by `withOptions` share it. */
  readonly fetch: Fetch;
  /** The effective log level. */
  readonly logLevel: LogLevel;
  /** The logger, filtered by `logLevel`. */
  readonly logger: Logger;
  /**
   * The options this client was built with (with `fetch` resolved), for `withOptions`. `environment` is typed
   * loosely so that generated clients can spread these into their own options, which narrow it to the API's
   * environment names.
   */
  protected readonly _options: Readonly<Omit<BaseClientOptions, 'environment'>> & {
    readonly environment?: any;
  };
  readonly #defaults: ClientDefaults;
  readonly #customHeaders: Readonly<Record<string, string>>;
  readonly #inBrowser: boolean;
  // Whether the base URL is the API's default (no baseURL or environment option, no <PREFIX>_BASE_URL), which a
  // method's own server may replace.
  readonly #defaultBaseURL: boolean;

  constructor(defaults: ClientDefaults, options: BaseClientOptions = {}) {
    this.#defaults = defaults;
    this.#inBrowser = isBrowser();
    this.#checkBrowser(options);
    this.fetch = options.fetch ?? globalFetch();
    this._options = { ...options, fetch: this.fetch };
    this.baseURL = resolveBaseURL({ ...defaults, ...options });
    this.#defaultBaseURL =
      !options.baseURL && !options.environment && !readEnv(`${defaults.envPrefix}_BASE_URL`);
    this.timeout = firstDefined(options.timeout, defaults.timeout, DEFAULT_TIMEOUT_MS);
    this.maxRetries = firstDefined(options.maxRetries, defaults.maxRetries, DEFAULT_MAX_RETRIES);
    const sink = options.logger ?? console;
    const logEnv = `${defaults.envPrefix}_LOG`;
    this.logLevel = resolveLogLevel(options.logLevel, logEnv, readEnv(logEnv), sink);
    this.logger = levelLogger(sink, this.logLevel, `[${defaults.clientName}]`);
    this.#customHeaders = parseCustomHeaders(readEnv(`${defaults.envPrefix}_CUSTOM_HEADERS`));
    if (options.httpAgent !== undefined && !options.fetch) {
      this.logger.warn(
        'The platform fetch ignores `httpAgent`; pass `fetchOptions: { dispatcher }` instead.',
      );
    }
  }

  /**
   * The URL of a request to `path` with the client's query params (credentials sent in the query, then
   * `defaultQuery`) and `query`; `undefined` values are left out. `defaultBaseURL` replaces the API's default base
   * URL, never one the caller chose (the `baseURL` or `environment` option, or `<PREFIX>_BASE_URL`).
   */
  buildURL(
    path: string,
    query: Readonly<Record<string, unknown>> | null | undefined,
    defaultBaseURL?: string,
  ): string {
    const base = defaultBaseURL && this.#defaultBaseURL ? defaultBaseURL : this.baseURL;
    const auth = applyAuth(this.authSchemes(), this.defaultSecurity());
    return this.#composeURL(base, path, auth.query, query ?? undefined);
  }

  /**
   * Builds the first attempt of a request without sending it: its URL and the `fetch` init, headers and body
   * included. Bodies that must be read first (multipart, files, streams) are built by `request` only.
   */
  buildRequest(options: FinalRequestOptions, { retryCount = 0 }: { retryCount?: number } = {}): BuiltRequest {
    const { method, path, query, body, ...rest } = options;
    const spec: RequestSpec = { method, path, query, body, options: rest };
    const encoded = encodeBodySync(this.#bodyInput(spec), this.#bodyFormats());
    if (encoded === undefined) {
      throw new ClientError('buildRequest cannot build a body that must be read first; use request().');
    }
    const request = this.#prepareEncoded(spec, encoded);
    return {
      url: request.url,
      req: this.#fetchInit(request, this.#attemptHeaders(request, retryCount), request.signal),
      timeout: request.timeout,
    };
  }

  /** A copy of this client with some options changed, sharing its `fetch`. Implemented by the generated client. */
  abstract withOptions(options: Partial<BaseClientOptions>): BaseClient;

  /** The security schemes with this client's credentials, by scheme name. */
  protected authSchemes(): Record<string, AuthScheme> {
    return {};
  }

  /** The API's security alternatives, used when an operation declares none. */
  protected defaultSecurity(): string[][] {
    return [];
  }

  /** Waits before a retry. Tests override it to skip real delays. */
  protected sleep(ms: number): Promise<void> {
    return sleep(ms);
  }

  /** A number uniform in [0, 1) for retry jitter. Tests override it for deterministic delays. */
  protected random(): number {
    return Math.random();
  }

  /** Sends a request and parses its response: JSON, text, a `Stream` or the raw `Response` per the spec. */
  request<T>(spec: RequestSpec): APIPromise<T> {
    const sent = this.#send(spec);
    return new APIPromise<T>(
      sent.then((result) => result.response),
      () => sent.then((result) => this.#parse<T>(spec, result)),
    );
  }

  /**
   * Sends a request and leaves reading its body to the caller: core/pagination builds its pages from it, so that
   * APIs without paginated methods ship no pagination module.
   */
  sendRequest(spec: RequestSpec): SentRequest {
    const sent = this.#send(spec);
    return {
      response: sent.then((result) => result.response),
      read: () =>
        sent.then(async (result) => ({ response: result.response, body: await this.#read(spec, result) })),
    };
  }

  /** GET an endpoint the SDK does not describe, with the client's auth, headers and retries. */
  get<T = unknown>(path: string, options?: GenericRequestOptions): APIPromise<T> {
    return this.#generic<T>('get', path, options);
  }

  /** POST to an endpoint the SDK does not describe. */
  post<T = unknown>(path: string, options?: GenericRequestOptions): APIPromise<T> {
    return this.#generic<T>('post', path, options);
  }

  /** PUT to an endpoint the SDK does not describe. */
  put<T = unknown>(path: string, options?: GenericRequestOptions): APIPromise<T> {
    return this.#generic<T>('put', path, options);
  }

  /** PATCH an endpoint the SDK does not describe. */
  patch<T = unknown>(path: string, options?: GenericRequestOptions): APIPromise<T> {
    return this.#generic<T>('patch', path, options);
  }

  /** DELETE an endpoint the SDK does not describe. */
  delete<T = unknown>(path: string, options?: GenericRequestOptions): APIPromise<T> {
    return this.#generic<T>('delete', path, options);
  }

  #generic<T>(method: HTTPMethod, path: string, options: GenericRequestOptions = {}): APIPromise<T> {
    const { query, body, ...rest } = options;
    return this.request<T>({ method, path, query, body, options: rest });
  }

  #checkBrowser(options: BaseClientOptions): void {
    if (!this.#inBrowser) return;
    const policy = this.#defaults.browser ?? {};
    const state = policy.state ?? 'disallow';
    if (state === 'allow' || (state === 'dangerous_allow' && options.dangerouslyAllowBrowser)) return;
    throw new ClientError(policy.message ?? browserMessage(this.#defaults.clientName, state));
  }

  async #send(spec: RequestSpec): Promise<Sent> {
    const request = await this.#prepare(spec);
    for (let retry = 0; ; retry++) {
      const outcome = await this.#attempt(request, retry);
      const retriesLeft = request.maxRetries - retry;
      const reason = retriesLeft > 0 && request.replayable ? retryReason(outcome) : undefined;
      if (reason === undefined) return this.#settle(outcome);
      discard(outcome);
      const delay = this.#retryDelay(retry + 1, outcome);
      this.logger.info(
        `Retrying ${request.method} ${outcome.request.url} in ${Math.round(delay)} ms after ${reason} ` +
          `(${retriesLeft} ${retriesLeft === 1 ? 'retry' : 'retries'} left).`,
      );
      await this.#wait(delay, request.signal);
    }
  }

  async #prepare(spec: RequestSpec): Promise<PreparedRequest> {
    return this.#prepareEncoded(spec, await encodeBody(this.#bodyInput(spec), this.#bodyFormats()));
  }

  #bodyInput(spec: RequestSpec) {
    const extra = spec.options?.body;
    return { body: spec.body, extra, encoding: spec.bodyEncoding, contentType: spec.contentType };
  }

  #bodyFormats() {
    return {
      query: this.#defaults.query ?? {},
      multipartArrayFormat: this.#defaults.multipartArrayFormat ?? 'brackets',
      jsonIndent: this.#defaults.jsonIndent,
    };
  }

  #prepareEncoded(spec: RequestSpec, encoded: EncodedBody): PreparedRequest {
    const options = spec.options ?? {};
    const schemes = this.authSchemes();
    const auth = applyAuth(schemes, spec.security ?? this.defaultSecurity());
    const method = spec.method.toUpperCase();
    const httpAgent = options.httpAgent ?? this._options.httpAgent;
    return {
      method,
      url: this.#url(spec, auth.query),
      body: encoded.body,
      replayable: encoded.replayable,
      contentType: encoded.contentType,
      accept: spec.accept ?? defaultAccept(spec),
      headerLayers: this.#headerLayers(spec, auth.headers),
      idempotencyKey: this.#idempotencyKey(method, options),
      ...this.#limits(spec),
      signal: options.signal ?? undefined,
      fetchOptions: {
        ...(httpAgent === undefined ? {} : ({ agent: httpAgent } as RequestInit)),
        ...this._options.fetchOptions,
        ...options.fetchOptions,
      },
      secrets: secretNames(schemes),
    };
  }

  // Later query sources win: option params < credentials < client defaultQuery < operation params < per-call.
  #url(spec: RequestSpec, authQuery: Record<string, string>): string {
    const query = { ...spec.query, ...spec.options?.query };
    return this.#composeURL(this.baseURL, spec.options?.path ?? spec.path, authQuery, query);
  }

  #composeURL(
    base: string,
    path: string,
    authQuery: Record<string, string>,
    query: Readonly<Record<string, unknown>> | undefined,
  ): string {
    const all = {
      ...withoutNulls(this._options.optionQuery),
      ...authQuery,
      ...this._options.defaultQuery,
      ...query,
    };
    return appendQuery(joinURL(base, path), stringifyQuery(all, this.#defaults.query));
  }

  // Per call > client option > the method's default_request_options > client_settings > built-in default.
  #limits(spec: RequestSpec): { timeout: number | null; maxRetries: number } {
    const options = spec.options ?? {};
    const defaults = this.#defaults;
    return {
      timeout: firstDefined(
        options.timeout,
        this._options.timeout,
        spec.timeout,
        defaults.timeout,
        DEFAULT_TIMEOUT_MS,
      ),
      maxRetries: firstDefined(
        options.maxRetries,
        this._options.maxRetries,
        spec.maxRetries,
        defaults.maxRetries,
        DEFAULT_MAX_RETRIES,
      ),
    };
  }

  // Lowest precedence first: generated headers < config default headers < <PREFIX>_CUSTOM_HEADERS < client
  // defaultHeaders < the operation's header params < per-call headers < the per-call idempotency key.
  #headerLayers(spec: RequestSpec, authHeaders: Record<string, string>): HeadersLike[] {
    const options = spec.options ?? {};
    const header = this.#defaults.idempotencyHeader;
    return [
      this.#inBrowser ? this.#defaults.browser?.headers : undefined,
      authHeaders,
      this._options.optionHeaders,
      this.#defaults.defaultHeaders,
      this.#customHeaders,
      this._options.defaultHeaders,
      spec.headers,
      options.headers,
      header && options.idempotencyKey ? { [header]: options.idempotencyKey } : undefined,
    ];
  }

  // One key per call, created before the first attempt so that every retry reuses it.
  #idempotencyKey(method: string, options: RequestOptions): string | undefined {
    if (!this.#defaults.idempotencyHeader || method === 'GET' || options.idempotencyKey) return undefined;
    return `sdkgen-${this.#defaults.lang}-retry-${uuid4()}`;
  }

  #attemptHeaders(request: PreparedRequest, retry: number): RequestHeaders {
    const { clientName, lang, version, idempotencyHeader } = this.#defaults;
    const generated: Record<string, string | undefined> = {
      Accept: request.accept,
      'Content-Type': request.contentType,
      'User-Agent': `${clientName}/JS ${version}`,
      'X-Sdkgen-Lang': lang,
      'X-Sdkgen-Package-Version': version,
      'X-Sdkgen-Retry-Count': String(retry),
      'X-Sdkgen-Timeout': request.timeout === null ? undefined : String(Math.floor(request.timeout / 1000)),
    };
    if (idempotencyHeader && request.idempotencyKey) generated[idempotencyHeader] = request.idempotencyKey;
    if (typeof request.body === 'string') generated['Content-Length'] = String(byteLength(request.body));
    return withHeaderProperties(mergeHeaders([generated, platformHeaders(), ...request.headerLayers]));
  }

  #fetchInit(request: PreparedRequest, headers: RequestHeaders, signal: AbortSignal | undefined) {
    return {
      ...request.fetchOptions,
      method: request.method,
      headers,
      body: request.body,
      signal,
      ...(request.body instanceof ReadableStream ? { duplex: 'half' } : {}),
    };
  }

  async #attempt(request: PreparedRequest, retry: number): Promise<Outcome> {
    const headers = this.#attemptHeaders(request, retry);
    const summary: RequestSummary = {
      method: request.method,
      url: redactURL(request.url, request.secrets),
      headers: redactHeaders(headers, request.secrets),
    };
    this.logger.debug(`${summary.method} ${summary.url} (attempt ${retry + 1})`, {
      headers: summary.headers,
    });
    const attempt = new AttemptController(request.timeout, request.signal);
    const fetch = this.fetch;
    try {
      const response = await fetch(request.url, this.#fetchInit(request, headers, attempt.signal));
      attempt.stopTimer();
      this.logger.debug(`${summary.method} ${summary.url} answered ${response.status}.`);
      return { kind: 'response', response, attempt, request: summary };
    } catch (error) {
      attempt.release();
      const kind = attempt.abortedByCaller ? 'abort' : attempt.timedOut ? 'timeout' : 'connection';
      return { kind, error, request: summary };
    }
  }

  #retryDelay(retry: number, outcome: Outcome): number {
    const requested = outcome.kind === 'response' ? serverRequestedWait(outcome.response.headers) : undefined;
    if (requested !== undefined) return requested;
    const policy = {
      initialDelay: this.#defaults.initialRetryDelay ?? DEFAULT_INITIAL_RETRY_DELAY,
      maxDelay: this.#defaults.maxRetryDelay ?? DEFAULT_MAX_RETRY_DELAY,
    };
    return backoffDelay(retry, policy, this.random());
  }

  async #wait(ms: number, signal: AbortSignal | undefined): Promise<void> {
    if (signal?.aborted) throw new APIUserAbortError();
    if (!signal) return this.sleep(ms);
    let onAbort = (): void => undefined;
    const aborted = new Promise<never>((_resolve, reject) => {
      onAbort = () => reject(new APIUserAbortError());
      signal.addEventListener('abort', onAbort, { once: true });
    });
    try {
      await Promise.race([this.sleep(ms), aborted]);
    } finally {
      signal.removeEventListener('abort', onAbort);
    }
  }

  async #settle(outcome: Outcome): Promise<Sent> {
    switch (outcome.kind) {
      case 'abort':
        throw new APIUserAbortError({ cause: outcome.error, request: outcome.request });
      case 'timeout':
        throw new APIConnectionTimeoutError({ cause: outcome.error, request: outcome.request });
      case 'connection':
        throw new APIConnectionError({ cause: outcome.error, request: outcome.request });
    }
    if (outcome.response.ok) return outcome;
    throw await this.#statusError(outcome);
  }

  async #statusError({ response, attempt, request }: Sent): Promise<APIError> {
    const body = await readErrorBody(response);
    attempt.release();
    return makeStatusError({
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
      body,
      request,
      messageProperty: this.#defaults.messageProperty,
      variants: this.#defaults.errorVariants,
    });
  }

  async #parse<T>(spec: RequestSpec, sent: Sent): Promise<T> {
    if (spec.binaryResponse) return sent.response as T;
    if (spec.stream) {
      const open = this.#defaults.openStream;
      if (!open)
        throw new ClientError('This client has no streaming methods: its defaults set no openStream.');
      return open(sent.response, sent.attempt.controller, this.#defaults.messageProperty) as T;
    }
    const body = await this.#read(spec, sent);
    const value = spec.unwrap?.length ? getPath(body, spec.unwrap) : body;
    return attachRequestId(value, sent.response.headers.get('x-request-id') ?? undefined) as T;
  }

  async #read(spec: RequestSpec, sent: Sent): Promise<unknown> {
    try {
      return await readBody(sent.response, spec.method);
    } catch (error) {
      if (error instanceof APIError) throw error;
      if (sent.attempt.abortedByCaller || isAbortError(error)) {
        throw new APIUserAbortError({ cause: error, request: sent.request });
      }
      throw new APIConnectionError({
        message: 'Reading the response failed.',
        cause: error,
        request: sent.request,
      });
    } finally {
      sent.attempt.release();
    }
  }
}

function globalFetch(): Fetch {
  if (typeof globalThis.fetch !== 'function') {
    throw new ClientError(
      'No global fetch is available; pass a `fetch` implementation in the client options.',
    );
  }
  return globalThis.fetch.bind(globalThis);
}

function browserMessage(clientName: string, state: 'disallow' | 'dangerous_allow'): string {
  if (state === 'disallow') {
    return `The ${clientName} client cannot run in a browser, where it would expose your credentials.`;
  }
  return (
    `The ${clientName} client is disabled in browsers by default, because it would expose your credentials. ` +
    'If you understand the risk, pass `dangerouslyAllowBrowser: true`.'
  );
}

function defaultAccept(spec: RequestSpec): string {
  if (spec.stream) return 'text/event-stream';
  return spec.binaryResponse ? '*/*' : 'application/json';
}

function byteLength(text: string): number {
  return new TextEncoder().encode(text).byteLength;
}

/** The first value that is not `undefined`; `null` counts as a value ("no timeout"). */
function firstDefined<T>(...values: [...(T | undefined)[], T]): T {
  return values.find((value) => value !== undefined) as T;
}

function withoutNulls(
  values: Readonly<Record<string, string | null | undefined>> | undefined,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(values ?? {})) {
    if (value !== null && value !== undefined) out[key] = value;
  }
  return out;
}

/** Why an outcome should be retried, or `undefined` when it should not. */
function retryReason(outcome: Outcome): string | undefined {
  switch (outcome.kind) {
    case 'abort':
      return undefined;
    case 'timeout':
      return 'a timeout';
    case 'connection':
      return `a connection error (${errorText(outcome.error)})`;
    case 'response': {
      const { response } = outcome;
      if (response.ok || !isRetryableResponse(response)) return undefined;
      return `status ${response.status}`;
    }
  }
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

// A response that will be retried is dropped; cancelling its body frees the connection. The cancellation is not
// awaited: on a tee'd body (e.g. a cloned response) it settles only once every branch is cancelled.
function discard(outcome: Outcome): void {
  if (outcome.kind !== 'response') return;
  outcome.attempt.release();
  outcome.response.body?.cancel().catch(() => undefined);
}
