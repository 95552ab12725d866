// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

import { APIPromise } from '../../../../core/api-promise.js';
import type { PagePromise } from '../../../../core/pagination.js';
import { APIResource } from '../../../../core/resource.js';
import type { RequestOptions } from '../../../../internal/base-client.js';
import { path } from '../../../../internal/utils/path.js';
import { Page } from '../../../../pagination.js';
import type { MessageCreate } from '../../../shared.js';

export class Messages extends APIResource {
  /**
   * Create Message For Session
   *
   * Adds a message to a session
   */
  create(sessionID: string, params: MessageCreateParams, options?: RequestOptions): APIPromise<Message> {
    const { app_id: appID, user_id: userID, ...body } = params;
    return this._client.request({
      method: 'post',
      path: path`/v1/apps/${appID}/users/${userID}/sessions/${sessionID}/messages`,
      body,
      security: [['HTTPBearer'], []],
      options,
    });
  }

  /**
   * Get Messages
   *
   * Get all messages for a session
   */
  list(
    sessionID: string,
    params: MessageListParams,
    options?: RequestOptions,
  ): PagePromise<Page<Message>, Message> {
    const { app_id: appID, user_id: userID, reverse, page, size, ...body } = params;
    return this._client.getAPIList({
      method: 'post',
      path: path`/v1/apps/${appID}/users/${userID}/sessions/${sessionID}/messages/list`,
      query: { reverse, page, size },
      body,
      security: [['HTTPBearer'], []],
      page: Page,
      itemsPath: ['items'],
      options,
    });
  }

  /**
   * Get Message
   *
   * Get a Message by ID
   */
  get(messageID: string, params: MessageGetParams, options?: RequestOptions): APIPromise<Message> {
    const { app_id: appID, user_id: userID, session_id: sessionID, ...query } = params;
    return this._client.request({
      method: 'get',
      path: path`/v1/apps/${appID}/users/${userID}/sessions/${sessionID}/messages/${messageID}`,
      query,
      security: [['HTTPBearer'], []],
      options,
    });
  }

  /**
   * Update Message
   *
   * Update the metadata of a Message
   */
  update(messageID: string, params: MessageUpdateParams, options?: RequestOptions): APIPromise<Message> {
    const { app_id: appID, user_id: userID, session_id: sessionID, ...body } = params;
    return this._client.request({
      method: 'put',
      path: path`/v1/apps/${appID}/users/${userID}/sessions/${sessionID}/messages/${messageID}`,
      body,
      security: [['HTTPBearer'], []],
      options,
    });
  }

  /**
   * Create Batch Messages For Session
   *
   * Bulk create messages for a session while maintaining order. Maximum 100 messages per batch.
   */
  batch(sessionID: string, params: MessageBatchParams, options?: RequestOptions): APIPromise<Array<Message>> {
    const { app_id: appID, user_id: userID, ...body } = params;
    return this._client.request({
      method: 'post',
      path: path`/v1/apps/${appID}/users/${userID}/sessions/${sessionID}/messages/batch`,
      body,
      security: [['HTTPBearer'], []],
      options,
    });
  }
}

export interface MessageCreateParams {
  /**
   * ID of the app
   */
  app_id: string;

  /**
   * ID of the user
   */
  user_id: string;

  content: string;

  is_user: boolean;

  metadata?: Record<string, unknown>;
}

export interface MessageListParams {
  /**
   * ID of the app
   */
  app_id: string;

  /**
   * ID of the user
   */
  user_id: string;

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

export interface MessageGetParams {
  /**
   * ID of the app
   */
  app_id: string;

  /**
   * ID of the user
   */
  user_id: string;

  /**
   * ID of the session
   */
  session_id: string;
}

export interface MessageUpdateParams {
  /**
   * ID of the app
   */
  app_id: string;

  /**
   * ID of the user
   */
  user_id: string;

  /**
   * ID of the session
   */
  session_id: string;

  metadata: Record<string, unknown>;
}

export interface MessageBatchParams {
  /**
   * ID of the app
   */
  app_id: string;

  /**
   * ID of the user
   */
  user_id: string;

  messages: Array<MessageCreate>;
}

/**
 * Message
 */
export interface Message {
  id: string;

  content: string;

  is_user: boolean;

  session_id: string;

  metadata?: Record<string, unknown>;

  created_at: string;

  app_id: string;

  user_id: string;
}

/**
 * Page[Message]
 */
export interface PageMessage {
  items: Array<Message>;

  total: number;

  page: number;

  size: number;

  pages?: number;
}
