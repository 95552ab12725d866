// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

import {
  type AuthScheme,
  BaseClient,
  type BaseClientOptions,
  type ClientDefaults,
} from './internal/base-client.js';
import { readEnv } from './internal/env.js';
import { Apps } from './resources/apps/apps.js';
import { Keys } from './resources/keys.js';
import { VERSION } from './version.js';

const environments = {
  demo: 'https://demo.honcho.dev',
  local: 'http://localhost:8000',
  production: 'https://api.honcho.dev',
};
type Environment = keyof typeof environments;

const DEFAULTS: ClientDefaults = {
  clientName: 'Honcho',
  envPrefix: 'HONCHO',
  lang: 'node',
  version: VERSION,
  environments,
  defaultEnvironment: 'demo',
  maxRetries: 2,
  initialRetryDelay: 0.5,
  maxRetryDelay: 8,
  timeout: 60000,
  query: { nestedFormat: 'brackets', arrayFormat: 'comma' },
  multipartArrayFormat: 'brackets',
  browser: { state: 'disallow' },
  streamRules: [
    { event: 'error', handle: 'error' },
    { dataStartsWith: '[DONE]', handle: 'done' },
    { handle: 'yield', fallthrough: true },
  ],
};

export interface ClientOptions extends Omit<BaseClientOptions, 'environment'> {
  /**
   * Defaults to process.env['HONCHO_API_KEY'].
   */
  apiKey?: string | null | undefined;

  /**
   * Specifies the environment to use for the API.
   *
   * Each environment maps to a different base URL:
   * - `demo` corresponds to `https://demo.honcho.dev` (default)
   * - `local` corresponds to `http://localhost:8000`
   * - `production` corresponds to `https://api.honcho.dev`
   */
  environment?: Environment | undefined;
}

/**
 * API client for the honcho-ai API.
 */
export class Honcho extends BaseClient {
  apiKey: string | null;

  /**
   * API Client for interfacing with the honcho-ai API.
   *
   * @param {string | null} [opts.apiKey] Defaults to process.env['HONCHO_API_KEY'].
   */
  constructor({ apiKey = readEnv('HONCHO_API_KEY') ?? null, ...options }: ClientOptions = {}) {
    super(DEFAULTS, options);
    this.apiKey = apiKey;
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
      apiKey: this.apiKey,
      ...options,
    });
  }

  protected override authSchemes(): Record<string, AuthScheme> {
    return {
      HTTPBearer: { type: 'bearer', token: this.apiKey, env: ['HONCHO_API_KEY'] },
    };
  }

  protected override defaultSecurity(): string[][] {
    return [['HTTPBearer'], []];
  }

  apps: Apps = new Apps(this);

  keys: Keys = new Keys(this);
}
