// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

import { APIPromise } from '../../../core/api-promise.js';
import { type PagePromise, getAPIList } from '../../../core/pagination.js';
import { APIResource } from '../../../core/resource.js';
import type { RequestOptions } from '../../../internal/base-client.js';
import { isRequestOptions } from '../../../internal/request-options.js';
import { path } from '../../../internal/utils/path.js';
import { Page } from '../../../pagination.js';
import { Collections } from './collections/collections.js';
import { Metamessages } from './metamessages.js';
import { Sessions } from './sessions/sessions.js';

export class Users extends APIResource {
  metamessages: Metamessages = new Metamessages(this._client);
  sessions: Sessions = new Sessions(this._client);
  collections: Collections = new Collections(this._client);

  /**
   * Create User
   *
   * Create a new User
   */
  create(appId: string, params: UserCreateParams, options?: RequestOptions): APIPromise<User> {
    return this._client.request({
      method: 'post',
      path: path`/v1/apps/${appId}/users`,
      body: params,
      security: [['HTTPBearer'], []],
      options,
    });
  }

  /**
   * Get User
   *
   * Get a User by ID
   *
   * If user_id is provided as a query parameter, it uses that (must match JWT app_id).
   * Otherwise, it uses the user_id from the JWT token.
   */
  get(appId: string, params?: UserGetParams, options?: RequestOptions): APIPromise<User>;
  get(appId: string, options?: RequestOptions): APIPromise<User>;
  get(
    appId: string,
    params: UserGetParams | RequestOptions = {},
    options?: RequestOptions,
  ): APIPromise<User> {
    if (isRequestOptions(params)) {
      return this.get(appId, {}, params);
    }
    return this._client.request({
      method: 'get',
      path: path`/v1/apps/${appId}/users`,
      query: params,
      security: [['HTTPBearer'], []],
      options,
    });
  }

  /**
   * Get User By Name
   *
   * Get a User by name
   */
  getByName(appId: string, name: string, options?: RequestOptions): APIPromise<User> {
    return this._client.request({
      method: 'get',
      path: path`/v1/apps/${appId}/users/name/${name}`,
      security: [['HTTPBearer'], []],
      options,
    });
  }

  /**
   * Get Or Create User
   *
   * Get a User or create a new one by the input name
   */
  getOrCreate(appId: string, name: string, options?: RequestOptions): APIPromise<User> {
    return this._client.request({
      method: 'get',
      path: path`/v1/apps/${appId}/users/get_or_create/${name}`,
      security: [['HTTPBearer'], []],
      options,
    });
  }

  /**
   * Update User
   *
   * Update a User's name and/or metadata
   */
  update(
    appId: string,
    userId: string,
    params?: UserUpdateParams,
    options?: RequestOptions,
  ): APIPromise<User>;
  update(appId: string, userId: string, options?: RequestOptions): APIPromise<User>;
  update(
    appId: string,
    userId: string,
    params: UserUpdateParams | RequestOptions = {},
    options?: RequestOptions,
  ): APIPromise<User> {
    if (isRequestOptions(params)) {
      return this.update(appId, userId, {}, params);
    }
    return this._client.request({
      method: 'put',
      path: path`/v1/apps/${appId}/users/${userId}`,
      body: params,
      security: [['HTTPBearer'], []],
      options,
    });
  }

  /**
   * Get Users
   *
   * Get All Users for an App
   */
  list(appId: string, params?: UserListParams, options?: RequestOptions): PagePromise<Page<User>, User>;
  list(appId: string, options?: RequestOptions): PagePromise<Page<User>, User>;
  list(
    appId: string,
    params: UserListParams | RequestOptions = {},
    options?: RequestOptions,
  ): PagePromise<Page<User>, User> {
    if (isRequestOptions(params)) {
      return this.list(appId, {}, params);
    }
    const { reverse, page, size, ...body } = params;
    return getAPIList(this._client, {
      method: 'post',
      path: path`/v1/apps/${appId}/users/list`,
      query: { reverse, page, size },
      body,
      security: [['HTTPBearer'], []],
      page: Page,
      itemsPath: ['items'],
      options,
    });
  }
}

export interface UserCreateParams {
  name: string;

  metadata?: Record<string, unknown>;
}

export interface UserGetParams {
  /**
   * User ID to retrieve. If not provided, users JWT token
   */
  user_id?: string | null;
}

export interface UserUpdateParams {
  name?: string | null;

  metadata?: Record<string, unknown> | null;
}

export interface UserListParams {
  /**
   * Whether to reverse the order of results
   */
  reverse?: boolean;

  /**
   * Page number
   */
  page?: number;

  /**
   * Page size
   */
  size?: number;

  filter?: Record<string, unknown> | null;
}

/**
 * Page[User]
 */
export interface PageUser {
  items: Array<User>;

  total: number;

  page: number;

  size: number;

  pages?: number;
}

/**
 * User
 */
export interface User {
  id: string;

  name: string;

  app_id: string;

  created_at: string;

  metadata?: Record<string, unknown>;
}
