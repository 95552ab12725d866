// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

import { APIPromise } from './core/api-promise.js';
import { ACMENotFoundError, RateLimitExceededError } from './error.js';
import {
  type AuthScheme,
  BaseClient,
  type BaseClientOptions,
  type ClientDefaults,
  type RequestOptions,
} from './internal/base-client.js';
import { readEnv } from './internal/env.js';
import { path } from './internal/utils/path.js';
import { Accounts } from './resources/accounts/accounts.js';
import { Cards } from './resources/cards/cards.js';
import { Chat } from './resources/chat/chat.js';
import { Events } from './resources/events.js';
import { Feedback } from './resources/feedback.js';
import { Files } from './resources/files.js';
import { InternalTools } from './resources/internal-tools.js';
import { Legacy } from './resources/legacy.js';
import { Pets } from './resources/pets.js';
import { Reports } from './resources/reports.js';
import { Search } from './resources/search.js';
import type { ClientPingResponse, Status } from './resources/shared.js';
import { Tags } from './resources/tags.js';
import { Trees } from './resources/trees.js';
import { Webhooks } from './resources/webhooks.js';
import { VERSION } from './version.js';

const environments = {
  production: 'https://{region}.api.acme.example/v1',
  sandbox: 'https://sandbox.acme.example/v1',
};
type Environment = keyof typeof environments;

const DEFAULTS: ClientDefaults = {
  clientName: 'ACME',
  envPrefix: 'ACME',
  lang: 'typescript',
  version: VERSION,
  environments,
  defaultEnvironment: 'production',
  maxRetries: 5,
  initialRetryDelay: 1,
  maxRetryDelay: 10,
  timeout: 30000,
  idempotencyHeader: 'Idempotency-Key',
  defaultHeaders: { 'X-Acme-Client': 'sdkgen' },
  query: { nestedFormat: 'brackets', arrayFormat: 'repeat' },
  multipartArrayFormat: 'brackets',
  browser: {
    state: 'dangerous_allow',
    message: 'Browsers would expose your Acme token.',
    headers: { 'X-Acme-Browser': '1' },
  },
  messageProperty: 'message',
  streamRules: [
    { dataStartsWith: '[DONE]', handle: 'done' },
    { event: 'error', handle: 'error' },
    { handle: 'yield', errorProperty: 'error', fallthrough: true },
  ],
  errorVariants: [
    { discriminator: 'type', value: 'not_found', status: 404, ctor: ACMENotFoundError },
    { discriminator: 'type', value: 'rate_limited', status: 429, ctor: RateLimitExceededError },
  ],
};

export interface ClientOptions extends Omit<BaseClientOptions, 'environment'> {
  /**
   * Token from the Acme dashboard.
   *
   * Defaults to process.env['ACME_BEARER_TOKEN'].
   */
  bearerToken?: string | null | undefined;

  /**
   * Defaults to process.env['ACME_USERNAME'].
   */
  username?: string | null | undefined;

  /**
   * Defaults to process.env['ACME_PASSWORD'].
   */
  password?: string | null | undefined;

  region?: string | undefined;

  /**
   * Defaults to process.env['ACME_PROJECT_ID'].
   */
  projectID?: string | null | undefined;

  /**
   * Defaults to process.env['ACME_WEBHOOK_SECRET'].
   */
  webhookSecret?: string | null | undefined;

  /**
   * Defaults to process.env['ACME_QUERY_KEY'].
   */
  queryKey?: string | null | undefined;

  /**
   * Specifies the environment to use for the API.
   *
   * Each environment maps to a different base URL:
   * - `production` corresponds to `https://{region}.api.acme.example/v1` (default)
   * - `sandbox` corresponds to `https://sandbox.acme.example/v1`
   */
  environment?: Environment | undefined;
}

/**
 * API client for the Acme API.
 */
export class ACME extends BaseClient {
  bearerToken: string | null;
  username: string | null;
  password: string | null;
  region: string;
  projectID: string | null;
  webhookSecret: string | null;
  queryKey: string | null;

  /**
   * API Client for interfacing with the Acme API.
   *
   * @param {string | null} [opts.bearerToken] Token from the Acme dashboard. Defaults to process.env['ACME_BEARER_TOKEN'].
   * @param {string | null} [opts.username] Defaults to process.env['ACME_USERNAME'].
   * @param {string | null} [opts.password] Defaults to process.env['ACME_PASSWORD'].
   * @param {string} [opts.region]
   * @param {string | null} [opts.projectID] Defaults to process.env['ACME_PROJECT_ID'].
   * @param {string | null} [opts.webhookSecret] Defaults to process.env['ACME_WEBHOOK_SECRET'].
   * @param {string | null} [opts.queryKey] Defaults to process.env['ACME_QUERY_KEY'].
   */
  constructor({
    bearerToken = readEnv('ACME_BEARER_TOKEN') ?? null,
    username = readEnv('ACME_USERNAME') ?? null,
    password = readEnv('ACME_PASSWORD') ?? null,
    region = 'us',
    projectID = readEnv('ACME_PROJECT_ID') ?? null,
    webhookSecret = readEnv('ACME_WEBHOOK_SECRET') ?? null,
    queryKey = readEnv('ACME_QUERY_KEY') ?? null,
    ...options
  }: ClientOptions = {}) {
    super(DEFAULTS, {
      ...options,
      serverVariables: { region },
      optionHeaders: { 'X-Acme-Project': projectID },
    });
    this.bearerToken = bearerToken;
    this.username = username;
    this.password = password;
    this.region = region;
    this.projectID = projectID;
    this.webhookSecret = webhookSecret;
    this.queryKey = queryKey;
  }

  /**
   * Returns a copy of this client with some options changed. The copy shares this client's fetch and connection pool.
   */
  withOptions(options: Partial<ClientOptions>): this {
    // A new base URL replaces the environment and a new environment replaces the base URL.
    const { baseURL, environment, ...kept } = this._options;
    const location =
      options.baseURL !== undefined || options.environment !== undefined ? {} : { baseURL, environment };
    return new (this.constructor as new (options: ClientOptions) => this)({
      ...kept,
      ...location,
      bearerToken: this.bearerToken,
      username: this.username,
      password: this.password,
      region: this.region,
      projectID: this.projectID,
      webhookSecret: this.webhookSecret,
      queryKey: this.queryKey,
      ...options,
    });
  }

  protected override authSchemes(): Record<string, AuthScheme> {
    return {
      BearerAuth: { type: 'bearer', token: this.bearerToken, keyword: 'Token', env: ['ACME_BEARER_TOKEN'] },
      BasicAuth: {
        type: 'basic',
        username: this.username,
        password: this.password,
        env: ['ACME_USERNAME', 'ACME_PASSWORD'],
      },
      QueryKey: { type: 'apiKey', in: 'query', name: 'key', value: this.queryKey, env: ['ACME_QUERY_KEY'] },
    };
  }

  protected override defaultSecurity(): string[][] {
    return [['BearerAuth'], ['BasicAuth'], ['QueryKey'], []];
  }

  accounts: Accounts = new Accounts(this);

  cards: Cards = new Cards(this);

  events: Events = new Events(this);

  tags: Tags = new Tags(this);

  files: Files = new Files(this);

  feedback: Feedback = new Feedback(this);

  chat: Chat = new Chat(this);

  reports: Reports = new Reports(this);

  internalTools: InternalTools = new InternalTools(this);

  search: Search = new Search(this);

  pets: Pets = new Pets(this);

  trees: Trees = new Trees(this);

  legacy: Legacy = new Legacy(this);

  webhooks: Webhooks = new Webhooks(this);

  /**
   * Service status
   */
  status(options?: RequestOptions): APIPromise<Status> {
    return this.request({
      method: 'get',
      path: path`/status`,
      security: [],
      options,
    });
  }

  ping(options?: RequestOptions): APIPromise<ClientPingResponse> {
    return this.request({
      method: 'get',
      path: path`/ping`,
      security: [],
      options,
    });
  }
}
