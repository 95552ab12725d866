// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

import { APIPromise } from '../../../../core/api-promise.js';
import type { PagePromise } from '../../../../core/pagination.js';
import { APIResource } from '../../../../core/resource.js';
import type { RequestOptions } from '../../../../internal/base-client.js';
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
    userID: string,
    params: CollectionListParams,
    options?: RequestOptions,
  ): PagePromise<Page<Collection>, Collection> {
    const { app_id: appID, reverse, page, size, ...body } = params;
    return this._client.getAPIList({
      method: 'post',
      path: path`/v1/apps/${appID}/users/${userID}/collections/list`,
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
  create(userID: string, params: CollectionCreateParams, options?: RequestOptions): APIPromise<Collection> {
    const { app_id: appID, ...body } = params;
    return this._client.request({
      method: 'post',
      path: path`/v1/apps/${appID}/users/${userID}/collections`,
      body,
      security: [['HTTPBearer'], []],
      options,
    });
  }

  /**
   * Get Collection By Name
   *
   * Get a Collection by Name
   */
  getByName(
    name: string,
    params: CollectionGetByNameParams,
    options?: RequestOptions,
  ): APIPromise<Collection> {
    const { app_id: appID, user_id: userID, ...query } = params;
    return this._client.request({
      method: 'get',
      path: path`/v1/apps/${appID}/users/${userID}/collections/name/${name}`,
      query,
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
    collectionID: string,
    params: CollectionUpdateParams,
    options?: RequestOptions,
  ): APIPromise<Collection> {
    const { app_id: appID, user_id: userID, ...body } = params;
    return this._client.request({
      method: 'put',
      path: path`/v1/apps/${appID}/users/${userID}/collections/${collectionID}`,
      body,
      security: [['HTTPBearer'], []],
      options,
    });
  }

  /**
   * Delete Collection
   *
   * Delete a Collection and its documents
   */
  delete(
    collectionID: string,
    params: CollectionDeleteParams,
    options?: RequestOptions,
  ): APIPromise<unknown> {
    const { app_id: appID, user_id: userID, ...query } = params;
    return this._client.request({
      method: 'delete',
      path: path`/v1/apps/${appID}/users/${userID}/collections/${collectionID}`,
      query,
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
  get(userID: string, params: CollectionGetParams, options?: RequestOptions): APIPromise<Collection> {
    const { app_id: appID, ...query } = params;
    return this._client.request({
      method: 'get',
      path: path`/v1/apps/${appID}/users/${userID}/collections`,
      query,
      security: [['HTTPBearer'], []],
      options,
    });
  }
}

export interface CollectionListParams {
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
}

export interface CollectionCreateParams {
  /**
   * ID of the app
   */
  app_id: string;

  name: string;

  metadata?: Record<string, unknown>;
}

export interface CollectionGetByNameParams {
  /**
   * ID of the app
   */
  app_id: string;

  /**
   * ID of the user
   */
  user_id: string;
}

export interface CollectionUpdateParams {
  /**
   * ID of the app
   */
  app_id: string;

  /**
   * ID of the user
   */
  user_id: string;

  name?: string | null;

  metadata?: Record<string, unknown> | null;
}

export interface CollectionDeleteParams {
  /**
   * ID of the app
   */
  app_id: string;

  /**
   * ID of the user
   */
  user_id: string;
}

export interface CollectionGetParams {
  /**
   * ID of the app
   */
  app_id: string;

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
