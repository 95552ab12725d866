// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

import { APIPromise } from '../../../../core/api-promise.js';
import { type PagePromise, getAPIList } from '../../../../core/pagination.js';
import { APIResource } from '../../../../core/resource.js';
import type { RequestOptions } from '../../../../internal/base-client.js';
import { isRequestOptions } from '../../../../internal/request-options.js';
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
    appId: string,
    userId: string,
    params?: SessionListParams,
    options?: RequestOptions,
  ): PagePromise<Page<Session>, Session>;
  list(appId: string, userId: string, options?: RequestOptions): PagePromise<Page<Session>, Session>;
  list(
    appId: string,
    userId: string,
    params: SessionListParams | RequestOptions = {},
    options?: RequestOptions,
  ): PagePromise<Page<Session>, Session> {
    if (isRequestOptions(params)) {
      return this.list(appId, userId, {}, params);
    }
    const { reverse, page, size, ...body } = params;
    return getAPIList(this._client, {
      method: 'post',
      path: path`/v1/apps/${appId}/users/${userId}/sessions/list`,
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
  create(
    appId: string,
    userId: string,
    params?: SessionCreateParams,
    options?: RequestOptions,
  ): APIPromise<Session>;
  create(appId: string, userId: string, options?: RequestOptions): APIPromise<Session>;
  create(
    appId: string,
    userId: string,
    params: SessionCreateParams | RequestOptions = {},
    options?: RequestOptions,
  ): APIPromise<Session> {
    if (isRequestOptions(params)) {
      return this.create(appId, userId, {}, params);
    }
    return this._client.request({
      method: 'post',
      path: path`/v1/apps/${appId}/users/${userId}/sessions`,
      body: params,
      security: [['HTTPBearer'], []],
      options,
    });
  }

  /**
   * Update Session
   *
   * Update the metadata of a Session
   */
  update(
    appId: string,
    userId: string,
    sessionId: string,
    params: SessionUpdateParams,
    options?: RequestOptions,
  ): APIPromise<Session> {
    return this._client.request({
      method: 'put',
      path: path`/v1/apps/${appId}/users/${userId}/sessions/${sessionId}`,
      body: params,
      security: [['HTTPBearer'], []],
      options,
    });
  }

  /**
   * Delete Session
   *
   * Delete a session by marking it as inactive
   */
  delete(appId: string, userId: string, sessionId: string, options?: RequestOptions): APIPromise<unknown> {
    return this._client.request({
      method: 'delete',
      path: path`/v1/apps/${appId}/users/${userId}/sessions/${sessionId}`,
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
  get(
    appId: string,
    userId: string,
    params?: SessionGetParams,
    options?: RequestOptions,
  ): APIPromise<Session>;
  get(appId: string, userId: string, options?: RequestOptions): APIPromise<Session>;
  get(
    appId: string,
    userId: string,
    params: SessionGetParams | RequestOptions = {},
    options?: RequestOptions,
  ): APIPromise<Session> {
    if (isRequestOptions(params)) {
      return this.get(appId, userId, {}, params);
    }
    return this._client.request({
      method: 'get',
      path: path`/v1/apps/${appId}/users/${userId}/sessions`,
      query: params,
      security: [['HTTPBearer'], []],
      options,
    });
  }

  /**
   * Chat with the Dialectic API
   */
  chat(
    appId: string,
    userId: string,
    sessionId: string,
    params: SessionChatParams,
    options?: RequestOptions,
  ): APIPromise<DialecticResponse> {
    return this._client.request({
      method: 'post',
      path: path`/v1/apps/${appId}/users/${userId}/sessions/${sessionId}/chat`,
      body: params,
      security: [['HTTPBearer'], []],
      options,
    });
  }

  /**
   * Clone Session
   *
   * Clone a session, optionally up to a specific message
   */
  clone(
    appId: string,
    userId: string,
    sessionId: string,
    params?: SessionCloneParams,
    options?: RequestOptions,
  ): APIPromise<Session>;
  clone(appId: string, userId: string, sessionId: string, options?: RequestOptions): APIPromise<Session>;
  clone(
    appId: string,
    userId: string,
    sessionId: string,
    params: SessionCloneParams | RequestOptions = {},
    options?: RequestOptions,
  ): APIPromise<Session> {
    if (isRequestOptions(params)) {
      return this.clone(appId, userId, sessionId, {}, params);
    }
    return this._client.request({
      method: 'get',
      path: path`/v1/apps/${appId}/users/${userId}/sessions/${sessionId}/clone`,
      query: params,
      security: [['HTTPBearer'], []],
      options,
    });
  }
}

export interface SessionListParams {
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
  metadata?: Record<string, unknown>;
}

export interface SessionUpdateParams {
  metadata: Record<string, unknown>;
}

export interface SessionGetParams {
  /**
   * Session ID to retrieve. If not provided, uses JWT token
   */
  session_id?: string | null;
}

export interface SessionChatParams {
  queries: DialecticOptionsQueries;

  stream?: boolean;
}

export interface SessionCloneParams {
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
