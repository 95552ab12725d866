// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

import { APIPromise } from '../../../core/api-promise.js';
import { type PagePromise, getAPIList } from '../../../core/pagination.js';
import { APIResource } from '../../../core/resource.js';
import type { RequestOptions } from '../../../internal/base-client.js';
import { isRequestOptions } from '../../../internal/request-options.js';
import { path } from '../../../internal/utils/path.js';
import { Page } from '../../../pagination.js';

export class Metamessages extends APIResource {
  /**
   * Get Metamessages
   *
   * Get metamessages with flexible filtering.
   *
   * - Filter by user only: No additional parameters needed
   * - Filter by session: Provide session_id
   * - Filter by message: Provide message_id (and session_id)
   * - Filter by type: Provide label
   * - Filter by metadata: Provide filter object
   */
  list(
    appId: string,
    userId: string,
    params?: MetamessageListParams,
    options?: RequestOptions,
  ): PagePromise<Page<Metamessage>, Metamessage>;
  list(appId: string, userId: string, options?: RequestOptions): PagePromise<Page<Metamessage>, Metamessage>;
  list(
    appId: string,
    userId: string,
    params: MetamessageListParams | RequestOptions = {},
    options?: RequestOptions,
  ): PagePromise<Page<Metamessage>, Metamessage> {
    if (isRequestOptions(params)) {
      return this.list(appId, userId, {}, params);
    }
    const { reverse, page, size, ...body } = params;
    return getAPIList(this._client, {
      method: 'post',
      path: path`/v1/apps/${appId}/users/${userId}/metamessages/list`,
      query: { reverse, page, size },
      body,
      security: [['HTTPBearer'], []],
      page: Page,
      itemsPath: ['items'],
      options,
    });
  }

  /**
   * Create Metamessage
   *
   * Create a new metamessage associated with a user.
   * Optionally link to a session and message by providing those IDs in the request body.
   */
  create(
    appId: string,
    userId: string,
    params: MetamessageCreateParams,
    options?: RequestOptions,
  ): APIPromise<Metamessage> {
    return this._client.request({
      method: 'post',
      path: path`/v1/apps/${appId}/users/${userId}/metamessages`,
      body: params,
      security: [['HTTPBearer'], []],
      options,
    });
  }

  /**
   * Get Metamessage
   *
   * Get a specific Metamessage by ID
   */
  get(
    appId: string,
    userId: string,
    metamessageId: string,
    options?: RequestOptions,
  ): APIPromise<Metamessage> {
    return this._client.request({
      method: 'get',
      path: path`/v1/apps/${appId}/users/${userId}/metamessages/${metamessageId}`,
      security: [['HTTPBearer'], []],
      options,
    });
  }

  /**
   * Update Metamessage
   *
   * Update a metamessage's metadata, type, or relationships
   */
  update(
    appId: string,
    userId: string,
    metamessageId: string,
    params?: MetamessageUpdateParams,
    options?: RequestOptions,
  ): APIPromise<Metamessage>;
  update(
    appId: string,
    userId: string,
    metamessageId: string,
    options?: RequestOptions,
  ): APIPromise<Metamessage>;
  update(
    appId: string,
    userId: string,
    metamessageId: string,
    params: MetamessageUpdateParams | RequestOptions = {},
    options?: RequestOptions,
  ): APIPromise<Metamessage> {
    if (isRequestOptions(params)) {
      return this.update(appId, userId, metamessageId, {}, params);
    }
    return this._client.request({
      method: 'put',
      path: path`/v1/apps/${appId}/users/${userId}/metamessages/${metamessageId}`,
      body: params,
      security: [['HTTPBearer'], []],
      options,
    });
  }
}

export interface MetamessageListParams {
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

  metamessage_type?: string | null;

  session_id?: string | null;

  message_id?: string | null;

  filter?: Record<string, unknown> | null;
}

export interface MetamessageCreateParams {
  metamessage_type: string;

  content: string;

  session_id?: string | null;

  message_id?: string | null;

  metadata?: Record<string, unknown>;
}

export interface MetamessageUpdateParams {
  session_id?: string | null;

  message_id?: string | null;

  metamessage_type?: string | null;

  metadata?: Record<string, unknown> | null;
}

/**
 * Metamessage
 */
export interface Metamessage {
  id: string;

  label: string;

  content: string;

  user_id: string;

  app_id: string;

  session_id: string | null;

  message_id: string | null;

  metadata?: Record<string, unknown>;

  created_at: string;

  metamessage_type: string;
}

/**
 * Page[Metamessage]
 */
export interface PageMetamessage {
  items: Array<Metamessage>;

  total: number;

  page: number;

  size: number;

  pages?: number;
}
