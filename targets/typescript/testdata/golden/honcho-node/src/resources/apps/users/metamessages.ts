// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

import { APIPromise } from '../../../core/api-promise.js';
import type { PagePromise } from '../../../core/pagination.js';
import { APIResource } from '../../../core/resource.js';
import type { RequestOptions } from '../../../internal/base-client.js';
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
    userID: string,
    params: MetamessageListParams,
    options?: RequestOptions,
  ): PagePromise<Page<Metamessage>, Metamessage> {
    const { app_id: appID, reverse, page, size, ...body } = params;
    return this._client.getAPIList({
      method: 'post',
      path: path`/v1/apps/${appID}/users/${userID}/metamessages/list`,
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
  create(userID: string, params: MetamessageCreateParams, options?: RequestOptions): APIPromise<Metamessage> {
    const { app_id: appID, ...body } = params;
    return this._client.request({
      method: 'post',
      path: path`/v1/apps/${appID}/users/${userID}/metamessages`,
      body,
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
    metamessageID: string,
    params: MetamessageGetParams,
    options?: RequestOptions,
  ): APIPromise<Metamessage> {
    const { app_id: appID, user_id: userID, ...query } = params;
    return this._client.request({
      method: 'get',
      path: path`/v1/apps/${appID}/users/${userID}/metamessages/${metamessageID}`,
      query,
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
    metamessageID: string,
    params: MetamessageUpdateParams,
    options?: RequestOptions,
  ): APIPromise<Metamessage> {
    const { app_id: appID, user_id: userID, ...body } = params;
    return this._client.request({
      method: 'put',
      path: path`/v1/apps/${appID}/users/${userID}/metamessages/${metamessageID}`,
      body,
      security: [['HTTPBearer'], []],
      options,
    });
  }
}

export interface MetamessageListParams {
  /**
   * ID of the app
   */
  app_id: string;

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
  /**
   * ID of the app
   */
  app_id: string;

  metamessage_type: string;

  content: string;

  session_id?: string | null;

  message_id?: string | null;

  metadata?: Record<string, unknown>;
}

export interface MetamessageGetParams {
  /**
   * ID of the app
   */
  app_id: string;

  /**
   * ID of the user
   */
  user_id: string;
}

export interface MetamessageUpdateParams {
  /**
   * ID of the app
   */
  app_id: string;

  /**
   * ID of the user
   */
  user_id: string;

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
