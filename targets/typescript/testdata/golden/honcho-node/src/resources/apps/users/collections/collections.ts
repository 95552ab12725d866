// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

import { APIPromise } from '../../../../core/api-promise.js';
import { type PagePromise, getAPIList } from '../../../../core/pagination.js';
import { APIResource } from '../../../../core/resource.js';
import type { RequestOptions } from '../../../../internal/base-client.js';
import { isRequestOptions } from '../../../../internal/request-options.js';
import { path } from '../../../../internal/utils/path.js';
import { Page } from '../../../../pagination.js';
import { Documents } from './documents.js';

export class Collections extends APIResource {
  documents: Documents = new Documents(this._client);

  /**
   * Get Collections
   *
   * Get All Collections for a User
   */
  list(
    appId: string,
    userId: string,
    params?: CollectionListParams,
    options?: RequestOptions,
  ): PagePromise<Page<Collection>, Collection>;
  list(appId: string, userId: string, options?: RequestOptions): PagePromise<Page<Collection>, Collection>;
  list(
    appId: string,
    userId: string,
    params: CollectionListParams | RequestOptions = {},
    options?: RequestOptions,
  ): PagePromise<Page<Collection>, Collection> {
    if (isRequestOptions(params)) {
      return this.list(appId, userId, {}, params);
    }
    const { reverse, page, size, ...body } = params;
    return getAPIList(this._client, {
      method: 'post',
      path: path`/v1/apps/${appId}/users/${userId}/collections/list`,
      query: { reverse, page, size },
      body,
      security: [['HTTPBearer'], []],
      page: Page,
      itemsPath: ['items'],
      options,
    });
  }

  /**
   * Create Collection
   *
   * Create a new Collection
   */
  create(
    appId: string,
    userId: string,
    params: CollectionCreateParams,
    options?: RequestOptions,
  ): APIPromise<Collection> {
    return this._client.request({
      method: 'post',
      path: path`/v1/apps/${appId}/users/${userId}/collections`,
      body: params,
      security: [['HTTPBearer'], []],
      options,
    });
  }

  /**
   * Get Collection By Name
   *
   * Get a Collection by Name
   */
  getByName(appId: string, userId: string, name: string, options?: RequestOptions): APIPromise<Collection> {
    return this._client.request({
      method: 'get',
      path: path`/v1/apps/${appId}/users/${userId}/collections/name/${name}`,
      security: [['HTTPBearer'], []],
      options,
    });
  }

  /**
   * Update Collection
   *
   * Update a Collection's name or metadata
   */
  update(
    appId: string,
    userId: string,
    collectionId: string,
    params?: CollectionUpdateParams,
    options?: RequestOptions,
  ): APIPromise<Collection>;
  update(
    appId: string,
    userId: string,
    collectionId: string,
    options?: RequestOptions,
  ): APIPromise<Collection>;
  update(
    appId: string,
    userId: string,
    collectionId: string,
    params: CollectionUpdateParams | RequestOptions = {},
    options?: RequestOptions,
  ): APIPromise<Collection> {
    if (isRequestOptions(params)) {
      return this.update(appId, userId, collectionId, {}, params);
    }
    return this._client.request({
      method: 'put',
      path: path`/v1/apps/${appId}/users/${userId}/collections/${collectionId}`,
      body: params,
      security: [['HTTPBearer'], []],
      options,
    });
  }

  /**
   * Delete Collection
   *
   * Delete a Collection and its documents
   */
  delete(appId: string, userId: string, collectionId: string, options?: RequestOptions): APIPromise<unknown> {
    return this._client.request({
      method: 'delete',
      path: path`/v1/apps/${appId}/users/${userId}/collections/${collectionId}`,
      security: [['HTTPBearer'], []],
      options,
    });
  }

  /**
   * Get Collection
   *
   * Get a specific collection for a user.
   *
   * If collection_id is provided as a query parameter, it uses that (must match JWT collection_id).
   * Otherwise, it uses the collection_id from the JWT token.
   */
  get(
    appId: string,
    userId: string,
    params?: CollectionGetParams,
    options?: RequestOptions,
  ): APIPromise<Collection>;
  get(appId: string, userId: string, options?: RequestOptions): APIPromise<Collection>;
  get(
    appId: string,
    userId: string,
    params: CollectionGetParams | RequestOptions = {},
    options?: RequestOptions,
  ): APIPromise<Collection> {
    if (isRequestOptions(params)) {
      return this.get(appId, userId, {}, params);
    }
    return this._client.request({
      method: 'get',
      path: path`/v1/apps/${appId}/users/${userId}/collections`,
      query: params,
      security: [['HTTPBearer'], []],
      options,
    });
  }
}

export interface CollectionListParams {
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

export interface CollectionCreateParams {
  name: string;

  metadata?: Record<string, unknown>;
}

export interface CollectionUpdateParams {
  name?: string | null;

  metadata?: Record<string, unknown> | null;
}

export interface CollectionGetParams {
  /**
   * Collection ID to retrieve. If not provided, uses JWT token
   */
  collection_id?: string | null;
}

/**
 * Collection
 */
export interface Collection {
  id: string;

  name: string;

  user_id: string;

  app_id: string;

  metadata?: Record<string, unknown>;

  created_at: string;
}

/**
 * Page[Collection]
 */
export interface PageCollection {
  items: Array<Collection>;

  total: number;

  page: number;

  size: number;

  pages?: number;
}
