// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

import { APIPromise } from '../../core/api-promise.js';
import { type PagePromise, getAPIList } from '../../core/pagination.js';
import { APIResource } from '../../core/resource.js';
import type { RequestOptions } from '../../internal/base-client.js';
import { isRequestOptions } from '../../internal/request-options.js';
import { path } from '../../internal/utils/path.js';
import { Page } from '../../pagination.js';
import { Users } from './users/users.js';

export class Apps extends APIResource {
  users: Users = new Users(this._client);

  /**
   * Get App
   *
   * Get an App by ID.
   *
   * If app_id is provided as a query parameter, it uses that (must match JWT app_id).
   * Otherwise, it uses the app_id from the JWT token.
   */
  get(params?: AppGetParams, options?: RequestOptions): APIPromise<App>;
  get(options?: RequestOptions): APIPromise<App>;
  get(params: AppGetParams | RequestOptions = {}, options?: RequestOptions): APIPromise<App> {
    if (isRequestOptions(params)) {
      return this.get({}, params);
    }
    return this._client.request({
      method: 'get',
      path: path`/v1/apps`,
      query: params,
      security: [['HTTPBearer'], []],
      options,
    });
  }

  /**
   * Get All Apps
   *
   * Get all Apps
   */
  list(params?: AppListParams, options?: RequestOptions): PagePromise<Page<App>, App>;
  list(options?: RequestOptions): PagePromise<Page<App>, App>;
  list(params: AppListParams | RequestOptions = {}, options?: RequestOptions): PagePromise<Page<App>, App> {
    if (isRequestOptions(params)) {
      return this.list({}, params);
    }
    const { reverse, page, size, ...body } = params;
    return getAPIList(this._client, {
      method: 'post',
      path: path`/v1/apps/list`,
      query: { reverse, page, size },
      body,
      security: [['HTTPBearer'], []],
      page: Page,
      itemsPath: ['items'],
      options,
    });
  }

  /**
   * Get App By Name
   *
   * Get an App by Name
   */
  getByName(name: string, options?: RequestOptions): APIPromise<App> {
    return this._client.request({
      method: 'get',
      path: path`/v1/apps/name/${name}`,
      security: [['HTTPBearer'], []],
      options,
    });
  }

  /**
   * Update App
   *
   * Update an App
   */
  update(appId: string, params?: AppUpdateParams, options?: RequestOptions): APIPromise<App>;
  update(appId: string, options?: RequestOptions): APIPromise<App>;
  update(
    appId: string,
    params: AppUpdateParams | RequestOptions = {},
    options?: RequestOptions,
  ): APIPromise<App> {
    if (isRequestOptions(params)) {
      return this.update(appId, {}, params);
    }
    return this._client.request({
      method: 'put',
      path: path`/v1/apps/${appId}`,
      body: params,
      security: [['HTTPBearer'], []],
      options,
    });
  }

  /**
   * Create App
   *
   * Create a new App
   */
  create(params: AppCreateParams, options?: RequestOptions): APIPromise<App> {
    return this._client.request({
      method: 'post',
      path: path`/v1/apps`,
      body: params,
      security: [['HTTPBearer'], []],
      options,
    });
  }

  /**
   * Get Or Create App
   *
   * Get or Create an App
   */
  getOrCreate(name: string, options?: RequestOptions): APIPromise<App> {
    return this._client.request({
      method: 'get',
      path: path`/v1/apps/get_or_create/${name}`,
      security: [['HTTPBearer'], []],
      options,
    });
  }
}

export interface AppGetParams {
  /**
   * App ID to retrieve. If not provided, uses JWT token
   */
  app_id?: string | null;
}

export interface AppListParams {
  /**
   * Whether to reverse the order of results
   */
  reverse?: boolean | null;

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

export interface AppUpdateParams {
  name?: string | null;

  metadata?: Record<string, unknown> | null;
}

export interface AppCreateParams {
  name: string;

  metadata?: Record<string, unknown>;
}

/**
 * App
 */
export interface App {
  id: string;

  name: string;

  metadata?: Record<string, unknown>;

  created_at: string;
}

/**
 * Page[App]
 */
export interface PageApp {
  items: Array<App>;

  total: number;

  page: number;

  size: number;

  pages?: number;
}
