// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

import { APIPromise } from '../../../../core/api-promise.js';
import { type PagePromise, getAPIList } from '../../../../core/pagination.js';
import { APIResource } from '../../../../core/resource.js';
import type { RequestOptions } from '../../../../internal/base-client.js';
import { isRequestOptions } from '../../../../internal/request-options.js';
import { path } from '../../../../internal/utils/path.js';
import { Page } from '../../../../pagination.js';
import type { MessageCreate } from '../../../shared.js';

export class Messages extends APIResource {
  /**
   * Create Message For Session
   *
   * Adds a message to a session
   */
  create(
    appId: string,
    userId: string,
    sessionId: string,
    params: MessageCreateParams,
    options?: RequestOptions,
  ): APIPromise<Message> {
    return this._client.request({
      method: 'post',
      path: path`/v1/apps/${appId}/users/${userId}/sessions/${sessionId}/messages`,
      body: params,
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
    appId: string,
    userId: string,
    sessionId: string,
    params?: MessageListParams,
    options?: RequestOptions,
  ): PagePromise<Page<Message>, Message>;
  list(
    appId: string,
    userId: string,
    sessionId: string,
    options?: RequestOptions,
  ): PagePromise<Page<Message>, Message>;
  list(
    appId: string,
    userId: string,
    sessionId: string,
    params: MessageListParams | RequestOptions = {},
    options?: RequestOptions,
  ): PagePromise<Page<Message>, Message> {
    if (isRequestOptions(params)) {
      return this.list(appId, userId, sessionId, {}, params);
    }
    const { reverse, page, size, ...body } = params;
    return getAPIList(this._client, {
      method: 'post',
      path: path`/v1/apps/${appId}/users/${userId}/sessions/${sessionId}/messages/list`,
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
  get(
    appId: string,
    userId: string,
    sessionId: string,
    messageId: string,
    options?: RequestOptions,
  ): APIPromise<Message> {
    return this._client.request({
      method: 'get',
      path: path`/v1/apps/${appId}/users/${userId}/sessions/${sessionId}/messages/${messageId}`,
      security: [['HTTPBearer'], []],
      options,
    });
  }

  /**
   * Update Message
   *
   * Update the metadata of a Message
   */
  update(
    appId: string,
    userId: string,
    sessionId: string,
    messageId: string,
    params: MessageUpdateParams,
    options?: RequestOptions,
  ): APIPromise<Message> {
    return this._client.request({
      method: 'put',
      path: path`/v1/apps/${appId}/users/${userId}/sessions/${sessionId}/messages/${messageId}`,
      body: params,
      security: [['HTTPBearer'], []],
      options,
    });
  }

  /**
   * Create Batch Messages For Session
   *
   * Bulk create messages for a session while maintaining order. Maximum 100 messages per batch.
   */
  batch(
    appId: string,
    userId: string,
    sessionId: string,
    params: MessageBatchParams,
    options?: RequestOptions,
  ): APIPromise<Array<Message>> {
    return this._client.request({
      method: 'post',
      path: path`/v1/apps/${appId}/users/${userId}/sessions/${sessionId}/messages/batch`,
      body: params,
      security: [['HTTPBearer'], []],
      options,
    });
  }
}

export interface MessageCreateParams {
  content: string;

  is_user: boolean;

  metadata?: Record<string, unknown>;
}

export interface MessageListParams {
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

export interface MessageUpdateParams {
  metadata: Record<string, unknown>;
}

export interface MessageBatchParams {
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
