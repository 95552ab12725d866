// Copyright Acme, Inc. Licensed under the Apache License 2.0.
// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

import { APIPromise } from './core/api-promise.js';
import { type AbstractPage, type PagePromise, type PageRequest, getAPIList } from './core/pagination.js';
import { streamOpener } from './core/streaming.js';
import * as Errors from './error.js';
import { ACMENotFoundError, RateLimitExceededError } from './error.js';
import {
  type AuthScheme,
  BaseClient,
  type BaseClientOptions,
  type ClientDefaults,
  type RequestOptions,
  type RequestOptions as BaseRequestOptions,
} from './internal/base-client.js';
import { readEnv } from './internal/env.js';
import { path } from './internal/utils/path.js';
import {
  type Account,
  type AccountCreateParams,
  type AccountListParams,
  type AccountListResponse,
  type AccountMeResponse,
  type AccountRetrieveResponse,
  type AccountSettings,
  type AccountStatus,
  type AccountUpdateParams,
  Accounts,
  type State,
} from './resources/accounts/accounts.js';
import {
  type Friend,
  type FriendListParams,
  type FriendListResponse,
  Friends,
} from './resources/accounts/friends.js';
import {
  type Card,
  type CardBrand,
  type CardListParams,
  type CardListResponse,
  Cards,
} from './resources/cards/cards.js';
import {
  type Transaction,
  type TransactionListParams,
  type TransactionListResponse,
  Transactions,
} from './resources/cards/transactions.js';
import { Chat } from './resources/chat/chat.js';
import {
  type Completion,
  type CompletionChunk,
  type CompletionCreateParams,
  type CompletionCreateParamsBase,
  type CompletionCreateParamsNonStreaming,
  type CompletionCreateParamsStreaming,
  type CompletionStreamParams,
  Completions,
} from './resources/chat/completions.js';
import {
  type Event,
  type EventFeedParams,
  type EventFeedResponse,
  type EventListParams,
  type EventListResponse,
  Events,
} from './resources/events.js';
import { Feedback, type FeedbackSendParams } from './resources/feedback.js';
import { type FileType, type FileUploadParams, Files } from './resources/files.js';
import { InternalTools } from './resources/internal-tools.js';
import { Legacy, type LegacyReportResponse } from './resources/legacy.js';
import { type Cat, type Dog, type Pet, Pets } from './resources/pets.js';
import { type ReportSearchParams, type ReportSearchResponse, Reports } from './resources/reports.js';
import { Search, type SearchQueryParams, type SearchQueryResponse } from './resources/search.js';
import type {
  APIError2,
  AccountCreate,
  AccountCreatedEvent,
  AccountDeletedEvent,
  Address,
  AddressInput,
  ClientPingResponse,
  Empty,
  NotFoundError2,
  NotFoundErrorStatus,
  NotFoundErrorType,
  RateLimitError2,
  RateLimitErrorStatus,
  RateLimitErrorType,
  Report,
  Status,
  WebhookEvent,
} from './resources/shared.js';
import { type Tag, type TagLabel, Tags } from './resources/tags.js';
import { type Node, Trees } from './resources/trees.js';
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
  openStream: streamOpener([
    { dataStartsWith: '[DONE]', handle: 'done' },
    { event: 'error', handle: 'error' },
    { handle: 'yield', errorProperty: 'error', fallthrough: true },
  ]),
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
  projectId?: string | null | undefined;

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
  projectId: string | null;
  webhookSecret: string | null;
  queryKey: string | null;

  static ACMEError = Errors.ACMEError;
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
  static ACMENotFoundError = Errors.ACMENotFoundError;
  static RateLimitExceededError = Errors.RateLimitExceededError;

  /**
   * API Client for interfacing with the Acme API.
   *
   * @param {string | null} [opts.bearerToken] Token from the Acme dashboard. Defaults to process.env['ACME_BEARER_TOKEN'].
   * @param {string | null} [opts.username] Defaults to process.env['ACME_USERNAME'].
   * @param {string | null} [opts.password] Defaults to process.env['ACME_PASSWORD'].
   * @param {string} [opts.region]
   * @param {string | null} [opts.projectId] Defaults to process.env['ACME_PROJECT_ID'].
   * @param {string | null} [opts.webhookSecret] Defaults to process.env['ACME_WEBHOOK_SECRET'].
   * @param {string | null} [opts.queryKey] Defaults to process.env['ACME_QUERY_KEY'].
   */
  constructor({
    bearerToken = readEnv('ACME_BEARER_TOKEN') ?? null,
    username = readEnv('ACME_USERNAME') ?? null,
    password = readEnv('ACME_PASSWORD') ?? null,
    region = 'us',
    projectId = readEnv('ACME_PROJECT_ID') ?? null,
    webhookSecret = readEnv('ACME_WEBHOOK_SECRET') ?? null,
    queryKey = readEnv('ACME_QUERY_KEY') ?? null,
    ...options
  }: ClientOptions = {}) {
    super(DEFAULTS, {
      ...options,
      serverVariables: { region },
      optionHeaders: { 'X-Acme-Project': projectId },
    });
    this.bearerToken = bearerToken;
    this.username = username;
    this.password = password;
    this.region = region;
    this.projectId = projectId;
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
      projectId: this.projectId,
      webhookSecret: this.webhookSecret,
      queryKey: this.queryKey,
      ...options,
    });
  }

  /**
   * Sends a list request; the result is the first page, and iterating it walks every item of every page.
   */
  getAPIList<Item, PageT extends AbstractPage<Item>>(spec: PageRequest<PageT>): PagePromise<PageT, Item> {
    return getAPIList(this, spec);
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

ACME.Accounts = Accounts;
ACME.Friends = Friends;
ACME.Cards = Cards;
ACME.Transactions = Transactions;
ACME.Chat = Chat;
ACME.Completions = Completions;
ACME.Events = Events;
ACME.Feedback = Feedback;
ACME.Files = Files;
ACME.InternalTools = InternalTools;
ACME.Legacy = Legacy;
ACME.Pets = Pets;
ACME.Reports = Reports;
ACME.Search = Search;
ACME.Tags = Tags;
ACME.Trees = Trees;
ACME.Webhooks = Webhooks;

export declare namespace ACME {
  export type RequestOptions = BaseRequestOptions;

  export {
    Accounts as Accounts,
    type AccountListParams as AccountListParams,
    type AccountCreateParams as AccountCreateParams,
    type AccountUpdateParams as AccountUpdateParams,
    type Account as Account,
    type AccountListResponse as AccountListResponse,
    type AccountMeResponse as AccountMeResponse,
    type AccountRetrieveResponse as AccountRetrieveResponse,
    type AccountSettings as AccountSettings,
    type AccountStatus as AccountStatus,
    type State as State,
    Friends as Friends,
    type FriendListParams as FriendListParams,
    type Friend as Friend,
    type FriendListResponse as FriendListResponse,
    Cards as Cards,
    type CardListParams as CardListParams,
    type Card as Card,
    type CardBrand as CardBrand,
    type CardListResponse as CardListResponse,
    Transactions as Transactions,
    type TransactionListParams as TransactionListParams,
    type Transaction as Transaction,
    type TransactionListResponse as TransactionListResponse,
    Chat as Chat,
    Completions as Completions,
    type CompletionCreateParams as CompletionCreateParams,
    type CompletionCreateParamsBase as CompletionCreateParamsBase,
    type CompletionCreateParamsNonStreaming as CompletionCreateParamsNonStreaming,
    type CompletionCreateParamsStreaming as CompletionCreateParamsStreaming,
    type CompletionStreamParams as CompletionStreamParams,
    type Completion as Completion,
    type CompletionChunk as CompletionChunk,
    Events as Events,
    type EventListParams as EventListParams,
    type EventFeedParams as EventFeedParams,
    type Event as Event,
    type EventFeedResponse as EventFeedResponse,
    type EventListResponse as EventListResponse,
    Feedback as Feedback,
    type FeedbackSendParams as FeedbackSendParams,
    Files as Files,
    type FileUploadParams as FileUploadParams,
    type FileType as FileType,
    InternalTools as InternalTools,
    Legacy as Legacy,
    type LegacyReportResponse as LegacyReportResponse,
    Pets as Pets,
    type Cat as Cat,
    type Dog as Dog,
    type Pet as Pet,
    Reports as Reports,
    type ReportSearchParams as ReportSearchParams,
    type ReportSearchResponse as ReportSearchResponse,
    Search as Search,
    type SearchQueryParams as SearchQueryParams,
    type SearchQueryResponse as SearchQueryResponse,
    type AccountCreate as AccountCreate,
    type AccountCreatedEvent as AccountCreatedEvent,
    type AccountDeletedEvent as AccountDeletedEvent,
    type Address as Address,
    type AddressInput as AddressInput,
    type APIError2 as APIError2,
    type ClientPingResponse as ClientPingResponse,
    type Empty as Empty,
    type NotFoundError2 as NotFoundError2,
    type NotFoundErrorStatus as NotFoundErrorStatus,
    type NotFoundErrorType as NotFoundErrorType,
    type RateLimitError2 as RateLimitError2,
    type RateLimitErrorStatus as RateLimitErrorStatus,
    type RateLimitErrorType as RateLimitErrorType,
    type Report as Report,
    type Status as Status,
    type WebhookEvent as WebhookEvent,
    Tags as Tags,
    type TagLabel as TagLabel,
    type Tag as Tag,
    Trees as Trees,
    type Node as Node,
    Webhooks as Webhooks,
  };
}
