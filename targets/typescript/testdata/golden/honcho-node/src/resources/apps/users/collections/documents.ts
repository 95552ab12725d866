// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

import { APIPromise } from '../../../../core/api-promise.js';
import type { PagePromise } from '../../../../core/pagination.js';
import { APIResource } from '../../../../core/resource.js';
import type { RequestOptions } from '../../../../internal/base-client.js';
import { path } from '../../../../internal/utils/path.js';
import { Page } from '../../../../pagination.js';

export class Documents extends APIResource {
  /**
   * Get Documents
   *
   * Get all of the Documents in a Collection
   */
  list(
    collectionID: string,
    params: DocumentListParams,
    options?: RequestOptions,
  ): PagePromise<Page<Document>, Document> {
    const { app_id: appID, user_id: userID, reverse, page, size, ...body } = params;
    return this._client.getAPIList({
      method: 'post',
      path: path`/v1/apps/${appID}/users/${userID}/collections/${collectionID}/documents/list`,
      query: { reverse, page, size },
      body,
      security: [['HTTPBearer'], []],
      page: Page,
      itemsPath: ['items'],
      options,
    });
  }

  /**
   * Create Document
   *
   * Embed text as a vector and create a Document
   */
  create(collectionID: string, params: DocumentCreateParams, options?: RequestOptions): APIPromise<Document> {
    const { app_id: appID, user_id: userID, ...body } = params;
    return this._client.request({
      method: 'post',
      path: path`/v1/apps/${appID}/users/${userID}/collections/${collectionID}/documents`,
      body,
      security: [['HTTPBearer'], []],
      options,
    });
  }

  /**
   * Get Document
   *
   * Get a document by ID
   */
  get(documentID: string, params: DocumentGetParams, options?: RequestOptions): APIPromise<Document> {
    const { app_id: appID, user_id: userID, collection_id: collectionID, ...query } = params;
    return this._client.request({
      method: 'get',
      path: path`/v1/apps/${appID}/users/${userID}/collections/${collectionID}/documents/${documentID}`,
      query,
      security: [['HTTPBearer'], []],
      options,
    });
  }

  /**
   * Update Document
   *
   * Update the content and/or the metadata of a Document
   */
  update(documentID: string, params: DocumentUpdateParams, options?: RequestOptions): APIPromise<Document> {
    const { app_id: appID, user_id: userID, collection_id: collectionID, ...body } = params;
    return this._client.request({
      method: 'put',
      path: path`/v1/apps/${appID}/users/${userID}/collections/${collectionID}/documents/${documentID}`,
      body,
      security: [['HTTPBearer'], []],
      options,
    });
  }

  /**
   * Delete Document
   *
   * Delete a Document by ID
   */
  delete(documentID: string, params: DocumentDeleteParams, options?: RequestOptions): APIPromise<unknown> {
    const { app_id: appID, user_id: userID, collection_id: collectionID, ...query } = params;
    return this._client.request({
      method: 'delete',
      path: path`/v1/apps/${appID}/users/${userID}/collections/${collectionID}/documents/${documentID}`,
      query,
      security: [['HTTPBearer'], []],
      options,
    });
  }

  /**
   * Query Documents
   *
   * Cosine Similarity Search for Documents
   */
  query(
    collectionID: string,
    params: DocumentQueryParams,
    options?: RequestOptions,
  ): APIPromise<Array<Document>> {
    const { app_id: appID, user_id: userID, ...body } = params;
    return this._client.request({
      method: 'post',
      path: path`/v1/apps/${appID}/users/${userID}/collections/${collectionID}/documents/query`,
      body,
      security: [['HTTPBearer'], []],
      options,
    });
  }
}

export interface DocumentListParams {
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

export interface DocumentCreateParams {
  /**
   * ID of the app
   */
  app_id: string;

  /**
   * ID of the user
   */
  user_id: string;

  content: string;

  metadata?: Record<string, unknown>;
}

export interface DocumentGetParams {
  /**
   * ID of the app
   */
  app_id: string;

  /**
   * ID of the user
   */
  user_id: string;

  /**
   * ID of the collection
   */
  collection_id: string;
}

export interface DocumentUpdateParams {
  /**
   * ID of the app
   */
  app_id: string;

  /**
   * ID of the user
   */
  user_id: string;

  /**
   * ID of the collection
   */
  collection_id: string;

  metadata?: Record<string, unknown> | null;

  content?: string | null;
}

export interface DocumentDeleteParams {
  /**
   * ID of the app
   */
  app_id: string;

  /**
   * ID of the user
   */
  user_id: string;

  /**
   * ID of the collection
   */
  collection_id: string;
}

export interface DocumentQueryParams {
  /**
   * ID of the app
   */
  app_id: string;

  /**
   * ID of the user
   */
  user_id: string;

  query: string;

  filter?: Record<string, unknown> | null;

  top_k?: number;
}

/**
 * Document
 */
export interface Document {
  id: string;

  content: string;

  metadata?: Record<string, unknown>;

  created_at: string;

  collection_id: string;

  app_id: string;

  user_id: string;
}

/**
 * Page[Document]
 */
export interface PageDocument {
  items: Array<Document>;

  total: number;

  page: number;

  size: number;

  pages?: number;
}
