// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

import { ClientError } from './core/error.js';
import * as Errors from './error.js';
import {
  type AuthScheme,
  BaseClient,
  type BaseClientOptions,
  type ClientDefaults,
  type RequestOptions as BaseRequestOptions,
} from './internal/base-client.js';
import { readEnv } from './internal/env.js';
import {
  type Attachment,
  type AttachmentCreateParams,
  type AttachmentUploadParams,
  Attachments,
} from './resources/attachments.js';
import { type ProxyGetParams, ProxyType } from './resources/proxy.js';
import type { WebhookEvent } from './resources/shared.js';
import { type AttachmentCreatedEvent, type AttachmentDeletedEvent, Webhooks } from './resources/webhooks.js';
import { VERSION } from './version.js';

const environments = {
  production: 'https://api.shapes.example',
};
type Environment = keyof typeof environments;

const DEFAULTS: ClientDefaults = {
  clientName: 'Shapes',
  envPrefix: 'SHAPES',
  lang: 'typescript',
  version: VERSION,
  environments,
  defaultEnvironment: 'production',
  maxRetries: 2,
  initialRetryDelay: 0.5,
  maxRetryDelay: 8,
  timeout: 60000,
  query: { nestedFormat: 'brackets', arrayFormat: 'comma' },
  multipartArrayFormat: 'brackets',
  browser: {
    state: 'disallow',
    message:
      'Shapes credentials are confidential. Use this SDK from a server, an API route or an edge worker, never from browser code.',
  },
};

export interface ClientOptions extends Omit<BaseClientOptions, 'environment'> {
  /**
   * Defaults to process.env['SHAPES_API_KEY'].
   */
  apiKey?: string | undefined;

  /**
   * The region the requests are served from; null sends none.
   *
   * Defaults to process.env['SHAPES_REGION'].
   */
  region?: string | null | undefined;

  /**
   * Defaults to process.env['SHAPES_WEBHOOK_SECRET'].
   */
  webhookSecret?: string | null | undefined;

  /**
   * Specifies the environment to use for the API.
   *
   * Each environment maps to a different base URL:
   * - `production` corresponds to `https://api.shapes.example` (default)
   */
  environment?: Environment | undefined;
}

/**
 * API client for the Shapes API.
 */
export class Shapes extends BaseClient {
  apiKey: string;
  region: string | null;
  webhookSecret: string | null;

  static ShapesError = Errors.ShapesError;
  static APIError = Errors.APIError;
  static APIConnectionError = Errors.APIConnectionError;
  static APIConnectionTimeoutError = Errors.APIConnectionTimeoutError;
  static APIUserAbortError = Errors.APIUserAbortError;
  static APIStatusError = Errors.APIStatusError;
  static BadRequestError = Errors.BadRequestError;
  static AuthenticationError = Errors.AuthenticationError;
  static PermissionDeniedError = Errors.PermissionDeniedError;
  static NotFoundError = Errors.NotFoundError;
  static ConflictError = Errors.ConflictError;
  static UnprocessableEntityError = Errors.UnprocessableEntityError;
  static RateLimitError = Errors.RateLimitError;
  static InternalServerError = Errors.InternalServerError;
  static APIResponseValidationError = Errors.APIResponseValidationError;

  /**
   * API Client for interfacing with the Shapes API.
   *
   * @param {string} [opts.apiKey] Defaults to process.env['SHAPES_API_KEY'].
   * @param {string | null} [opts.region] The region the requests are served from; null sends none. Defaults to process.env['SHAPES_REGION'].
   * @param {string | null} [opts.webhookSecret] Defaults to process.env['SHAPES_WEBHOOK_SECRET'].
   */
  constructor({
    apiKey = readEnv('SHAPES_API_KEY'),
    region = readEnv('SHAPES_REGION') ?? 'eu-west',
    webhookSecret = readEnv('SHAPES_WEBHOOK_SECRET') ?? null,
    ...options
  }: ClientOptions = {}) {
    if (apiKey === undefined) {
      throw new ClientError(
        'The SHAPES_API_KEY environment variable is missing or empty; either provide it, or instantiate the Shapes client with an apiKey option, like new Shapes({ apiKey: ... }).',
      );
    }
    super(DEFAULTS, options);
    this.apiKey = apiKey;
    this.region = region;
    this.webhookSecret = webhookSecret;
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
      region: this.region,
      webhookSecret: this.webhookSecret,
      ...options,
    });
  }

  protected override authSchemes(): Record<string, AuthScheme> {
    return {
      BearerAuth: { type: 'bearer', token: this.apiKey, env: ['SHAPES_API_KEY'] },
    };
  }

  protected override defaultSecurity(): string[][] {
    return [['BearerAuth']];
  }

  proxy: ProxyType = new ProxyType(this);

  attachments: Attachments = new Attachments(this);

  webhooks: Webhooks = new Webhooks(this);
}

Shapes.Attachments = Attachments;
Shapes.ProxyType = ProxyType;
Shapes.Webhooks = Webhooks;

export declare namespace Shapes {
  export type RequestOptions = BaseRequestOptions;

  export {
    Attachments as Attachments,
    type AttachmentCreateParams as AttachmentCreateParams,
    type AttachmentUploadParams as AttachmentUploadParams,
    type Attachment as Attachment,
    ProxyType as ProxyType,
    type ProxyGetParams as ProxyGetParams,
    type WebhookEvent as WebhookEvent,
    Webhooks as Webhooks,
    type AttachmentCreatedEvent as AttachmentCreatedEvent,
    type AttachmentDeletedEvent as AttachmentDeletedEvent,
  };
}
