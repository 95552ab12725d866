// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

import { APIPromise } from '../../../../core/api-promise.js';
import type { PagePromise } from '../../../../core/pagination.js';
import { APIResource } from '../../../../core/resource.js';
import type { RequestOptions } from '../../../../internal/base-client.js';
import { path } from '../../../../internal/utils/path.js';
import { Page } from '../../../../pagination.js';
import type { DialecticOptionsQueries } from '../../../shared.js';
import { Messages } from './messages.js';

export class Sessions extends APIResource {
  messages: Messages = new Messages(this._client);

  /**
   * Get Sessions
   *
   * Get All Sessions for a User
   */
  list(
    userID: string,
    params: SessionListParams,
    options?: RequestOptions,
  ): PagePromise<Page<Session>, Session> {
    const { app_id: appID, reverse, page, size, ...body } = params;
    return this._client.getAPIList({
      method: 'post',
      path: path`/v1/apps/${appID}/users/${userID}/sessions/list`,
      query: { reverse, page, size },
      body,
      security: [['HTTPBearer'], []],
      page: Page,
      itemsPath: ['items'],
      options,
    });
  }

  /**
   * Create Session
   *
   * Create a Session for a User
   */
  create(userID: string, params: SessionCreateParams, options?: RequestOptions): APIPromise<Session> {
    const { app_id: appID, ...body } = params;
    return this._client.request({
      method: 'post',
      path: path`/v1/apps/${appID}/users/${userID}/sessions`,
      body,
      security: [['HTTPBearer'], []],
      options,
    });
  }

  /**
   * Update Session
   *
   * Update the metadata of a Session
   */
  update(sessionID: string, params: SessionUpdateParams, options?: RequestOptions): APIPromise<Session> {
    const { app_id: appID, user_id: userID, ...body } = params;
    return this._client.request({
      method: 'put',
      path: path`/v1/apps/${appID}/users/${userID}/sessions/${sessionID}`,
      body,
      security: [['HTTPBearer'], []],
      options,
    });
  }

  /**
   * Delete Session
   *
   * Delete a session by marking it as inactive
   */
  delete(sessionID: string, params: SessionDeleteParams, options?: RequestOptions): APIPromise<unknown> {
    const { app_id: appID, user_id: userID, ...query } = params;
    return this._client.request({
      method: 'delete',
      path: path`/v1/apps/${appID}/users/${userID}/sessions/${sessionID}`,
      query,
      security: [['HTTPBearer'], []],
      options,
    });
  }

  /**
   * Get Session
   *
   * Get a specific session for a user.
   *
   * If session_id is provided as a query parameter, it uses that (must match JWT session_id).
   * Otherwise, it uses the session_id from the JWT token.
   */
  get(userID: string, params: SessionGetParams, options?: RequestOptions): APIPromise<Session> {
    const { app_id: appID, ...query } = params;
    return this._client.request({
      method: 'get',
      path: path`/v1/apps/${appID}/users/${userID}/sessions`,
      query,
      security: [['HTTPBearer'], []],
      options,
    });
  }

  /**
   * Chat with the Dialectic API
   */
  chat(
    sessionID: string,
    params: SessionChatParams,
    options?: RequestOptions,
  ): APIPromise<DialecticResponse> {
    const { app_id: appID, user_id: userID, ...body } = params;
    return this._client.request({
      method: 'post',
      path: path`/v1/apps/${appID}/users/${userID}/sessions/${sessionID}/chat`,
      body,
      security: [['HTTPBearer'], []],
      options,
    });
  }

  /**
   * Clone Session
   *
   * Clone a session, optionally up to a specific message
   */
  clone(sessionID: string, params: SessionCloneParams, options?: RequestOptions): APIPromise<Session> {
    const { app_id: appID, user_id: userID, ...query } = params;
    return this._client.request({
      method: 'get',
      path: path`/v1/apps/${appID}/users/${userID}/sessions/${sessionID}/clone`,
      query,
      security: [['HTTPBearer'], []],
      options,
    });
  }
}

export interface SessionListParams {
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

  filter?: Record<string, unknown> | null;

  is_active?: boolean;
}

export interface SessionCreateParams {
  /**
   * ID of the app
   */
  app_id: string;

  metadata?: Record<string, unknown>;
}

export interface SessionUpdateParams {
  /**
   * ID of the app
   */
  app_id: string;

  /**
   * ID of the user
   */
  user_id: string;

  metadata: Record<string, unknown>;
}

export interface SessionDeleteParams {
  /**
   * ID of the app
   */
  app_id: string;

  /**
   * ID of the user
   */
  user_id: string;
}

export interface SessionGetParams {
  /**
   * ID of the app
   */
  app_id: string;

  /**
   * Session ID to retrieve. If not provided, uses JWT token
   */
  session_id?: string | null;
}

export interface SessionChatParams {
  /**
   * ID of the app
   */
  app_id: string;

  /**
   * ID of the user
   */
  user_id: string;

  queries: DialecticOptionsQueries;

  stream?: boolean;
}

export interface SessionCloneParams {
  /**
   * ID of the app
   */
  app_id: string;

  /**
   * ID of the user
   */
  user_id: string;

  /**
   * Message ID to cut off the clone at
   */
  message_id?: string | null;

  /**
   * Whether to deep copy metamessages
   */
  deep_copy?: boolean;
}

/**
 * DialecticResponse
 */
export interface DialecticResponse {
  content: string;
}

/**
 * Page[Session]
 */
export interface PageSession {
  items: Array<Session>;

  total: number;

  page: number;

  size: number;

  pages?: number;
}

/**
 * Session
 */
export interface Session {
  id: string;

  is_active: boolean;

  user_id: string;

  app_id: string;

  metadata?: Record<string, unknown>;

  created_at: string;
}
