// Copyright Acme, Inc. Licensed under the Apache License 2.0.
// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

import { APIPromise } from '../../core/api-promise.js';
import { type PagePromise, getAPIList } from '../../core/pagination.js';
import { APIResource } from '../../core/resource.js';
import type { RequestOptions } from '../../internal/base-client.js';
import { isRequestOptions } from '../../internal/request-options.js';
import { path } from '../../internal/utils/path.js';
import { CursorPage } from '../../pagination.js';
import type { Address } from '../shared.js';
import { Friends } from './friends.js';

/**
 * Accounts hold everything else.
 */
export class Accounts extends APIResource {
  friends: Friends = new Friends(this._client);

  /**
   * List accounts
   */
  list(params?: AccountListParams, options?: RequestOptions): PagePromise<CursorPage<Account>, Account>;
  list(options?: RequestOptions): PagePromise<CursorPage<Account>, Account>;
  list(
    params: AccountListParams | RequestOptions = {},
    options?: RequestOptions,
  ): PagePromise<CursorPage<Account>, Account> {
    if (isRequestOptions(params)) {
      return this.list({}, params);
    }
    const { 'X-Trace-Id': xTraceId, ...query } = params;
    return getAPIList(this._client, {
      method: 'get',
      path: path`/accounts`,
      query,
      headers: { 'X-Trace-Id': xTraceId },
      page: CursorPage,
      itemsPath: ['data'],
      options,
    });
  }

  /**
   * Create an account
   *
   * Creates an account. The `Idempotency-Key` header makes retries safe.
   */
  create(params: AccountCreateParams, options?: RequestOptions): APIPromise<Account> {
    return this._client.request({
      method: 'post',
      path: path`/accounts`,
      body: params,
      options,
    });
  }

  retrieve(accountId: string, options?: RequestOptions): APIPromise<Account> {
    return this._client.request({
      method: 'get',
      path: path`/accounts/${accountId}`,
      unwrap: ['data'],
      timeout: 10000,
      maxRetries: 1,
      options,
    });
  }

  update(accountId: string, params?: AccountUpdateParams, options?: RequestOptions): APIPromise<Account>;
  update(accountId: string, options?: RequestOptions): APIPromise<Account>;
  update(
    accountId: string,
    params: AccountUpdateParams | RequestOptions = {},
    options?: RequestOptions,
  ): APIPromise<Account> {
    if (isRequestOptions(params)) {
      return this.update(accountId, {}, params);
    }
    return this._client.request({
      method: 'patch',
      path: path`/accounts/${accountId}`,
      body: params,
      options,
    });
  }

  delete(accountId: string, options?: RequestOptions): APIPromise<void> {
    return this._client.request({
      method: 'delete',
      path: path`/accounts/${accountId}`,
      options,
    });
  }

  me(options?: RequestOptions): APIPromise<Account> {
    return this._client.request({
      method: 'get',
      path: path`/me`,
      unwrap: ['user'],
      options,
    });
  }

  link(accountId: string, body: Array<string>, options?: RequestOptions): APIPromise<Array<Account>> {
    return this._client.request({
      method: 'post',
      path: path`/accounts/${accountId}/link`,
      body,
      options,
    });
  }
}

export interface AccountListParams {
  cursor?: string;

  limit?: number;

  status?: AccountStatus;

  'X-Trace-Id'?: string;
}

export interface AccountCreateParams {
  name: string;

  password?: string;

  address?: Address;

  kind?: 'personal';
}

export interface AccountUpdateParams {
  name?: string;

  /**
   * Set to null to remove the nickname.
   */
  nickname?: string | null;

  metadata?: Record<string, string>;
}

export interface Account {
  id: string;

  created_at: string;

  name: string;

  status: AccountStatus;

  nickname?: string | null;

  address?: Address;

  homepage?: string;

  /**
   * @deprecated Use homepage instead.
   */
  legacy_code?: string;

  display_name?: string;

  beta_feature?: boolean;

  settings?: AccountSettings;
}

export interface AccountListResponse {
  data: Array<Account>;

  next_cursor?: string | null;
}

export interface AccountMeResponse {
  user?: Account;
}

export interface AccountRetrieveResponse {
  data?: Account;
}

export interface AccountSettings {
  theme?: AccountSettings.Theme;

  notifications?: boolean;
}

export namespace AccountSettings {
  export type Theme = 'light' | 'dark' | (string & {});
}

export type AccountStatus = 'active' | 'suspended' | 'closed' | (string & {});

export type State = AccountStatus;
