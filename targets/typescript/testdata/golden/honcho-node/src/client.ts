// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

import { type AbstractPage, type PagePromise, type PageRequest, getAPIList } from './core/pagination.js';
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
  type App,
  type AppCreateParams,
  type AppGetParams,
  type AppListParams,
  type AppUpdateParams,
  Apps,
  type PageApp,
} from './resources/apps/apps.js';
import {
  type Collection,
  type CollectionCreateParams,
  type CollectionGetParams,
  type CollectionListParams,
  type CollectionUpdateParams,
  Collections,
  type PageCollection,
} from './resources/apps/users/collections/collections.js';
import {
  type Document,
  type DocumentCreateParams,
  type DocumentListParams,
  type DocumentQueryParams,
  type DocumentUpdateParams,
  Documents,
  type PageDocument,
} from './resources/apps/users/collections/documents.js';
import {
  type Metamessage,
  type MetamessageCreateParams,
  type MetamessageListParams,
  type MetamessageUpdateParams,
  Metamessages,
  type PageMetamessage,
} from './resources/apps/users/metamessages.js';
import {
  type Message,
  type MessageBatchParams,
  type MessageCreateParams,
  type MessageListParams,
  type MessageUpdateParams,
  Messages,
  type PageMessage,
} from './resources/apps/users/sessions/messages.js';
import {
  type DialecticResponse,
  type PageSession,
  type Session,
  type SessionChatParams,
  type SessionCloneParams,
  type SessionCreateParams,
  type SessionGetParams,
  type SessionListParams,
  type SessionUpdateParams,
  Sessions,
} from './resources/apps/users/sessions/sessions.js';
import {
  type PageUser,
  type User,
  type UserCreateParams,
  type UserGetParams,
  type UserListParams,
  type UserUpdateParams,
  Users,
} from './resources/apps/users/users.js';
import { type KeyCreateParams, Keys } from './resources/keys.js';
import type {
  AppCreate,
  AppUpdate,
  CollectionCreate,
  CollectionUpdate,
  DialecticOptions,
  DialecticOptionsQueries,
  DocumentCreate,
  DocumentQuery,
  DocumentUpdate,
  MessageBatchCreate,
  MessageCreate,
  MessageUpdate,
  MetamessageCreate,
  MetamessageUpdate,
  SessionCreate,
  SessionUpdate,
  UserCreate,
  UserUpdate,
} from './resources/shared.js';
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
  jsonIndent: 2, // the node SDKs' JSON bodies, byte for byte
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

  static HonchoError = Errors.HonchoError;
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

  /**
   * Sends a list request; the result is the first page, and iterating it walks every item of every page.
   */
  getAPIList<Item, PageT extends AbstractPage<Item>>(spec: PageRequest<PageT>): PagePromise<PageT, Item> {
    return getAPIList(this, spec);
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

Honcho.Apps = Apps;
Honcho.Collections = Collections;
Honcho.Documents = Documents;
Honcho.Metamessages = Metamessages;
Honcho.Messages = Messages;
Honcho.Sessions = Sessions;
Honcho.Users = Users;
Honcho.Keys = Keys;

export declare namespace Honcho {
  export type RequestOptions = BaseRequestOptions;

  export {
    Apps as Apps,
    type AppGetParams as AppGetParams,
    type AppListParams as AppListParams,
    type AppUpdateParams as AppUpdateParams,
    type AppCreateParams as AppCreateParams,
    type App as App,
    type PageApp as PageApp,
    Collections as Collections,
    type CollectionListParams as CollectionListParams,
    type CollectionCreateParams as CollectionCreateParams,
    type CollectionUpdateParams as CollectionUpdateParams,
    type CollectionGetParams as CollectionGetParams,
    type Collection as Collection,
    type PageCollection as PageCollection,
    Documents as Documents,
    type DocumentListParams as DocumentListParams,
    type DocumentCreateParams as DocumentCreateParams,
    type DocumentUpdateParams as DocumentUpdateParams,
    type DocumentQueryParams as DocumentQueryParams,
    type Document as Document,
    type PageDocument as PageDocument,
    Metamessages as Metamessages,
    type MetamessageListParams as MetamessageListParams,
    type MetamessageCreateParams as MetamessageCreateParams,
    type MetamessageUpdateParams as MetamessageUpdateParams,
    type Metamessage as Metamessage,
    type PageMetamessage as PageMetamessage,
    Messages as Messages,
    type MessageCreateParams as MessageCreateParams,
    type MessageListParams as MessageListParams,
    type MessageUpdateParams as MessageUpdateParams,
    type MessageBatchParams as MessageBatchParams,
    type Message as Message,
    type PageMessage as PageMessage,
    Sessions as Sessions,
    type SessionListParams as SessionListParams,
    type SessionCreateParams as SessionCreateParams,
    type SessionUpdateParams as SessionUpdateParams,
    type SessionGetParams as SessionGetParams,
    type SessionChatParams as SessionChatParams,
    type SessionCloneParams as SessionCloneParams,
    type DialecticResponse as DialecticResponse,
    type PageSession as PageSession,
    type Session as Session,
    Users as Users,
    type UserCreateParams as UserCreateParams,
    type UserGetParams as UserGetParams,
    type UserUpdateParams as UserUpdateParams,
    type UserListParams as UserListParams,
    type PageUser as PageUser,
    type User as User,
    Keys as Keys,
    type KeyCreateParams as KeyCreateParams,
    type AppCreate as AppCreate,
    type AppUpdate as AppUpdate,
    type CollectionCreate as CollectionCreate,
    type CollectionUpdate as CollectionUpdate,
    type DialecticOptions as DialecticOptions,
    type DialecticOptionsQueries as DialecticOptionsQueries,
    type DocumentCreate as DocumentCreate,
    type DocumentQuery as DocumentQuery,
    type DocumentUpdate as DocumentUpdate,
    type MessageBatchCreate as MessageBatchCreate,
    type MessageCreate as MessageCreate,
    type MessageUpdate as MessageUpdate,
    type MetamessageCreate as MetamessageCreate,
    type MetamessageUpdate as MetamessageUpdate,
    type SessionCreate as SessionCreate,
    type SessionUpdate as SessionUpdate,
    type UserCreate as UserCreate,
    type UserUpdate as UserUpdate,
  };
}
