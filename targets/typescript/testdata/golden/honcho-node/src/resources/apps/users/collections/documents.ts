// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

import { APIPromise } from '../../../../core/api-promise.js';
import { type PagePromise, getAPIList } from '../../../../core/pagination.js';
import { APIResource } from '../../../../core/resource.js';
import type { RequestOptions } from '../../../../internal/base-client.js';
import { isRequestOptions } from '../../../../internal/request-options.js';
import { path } from '../../../../internal/utils/path.js';
import { Page } from '../../../../pagination.js';

export class Documents extends APIResource {
  /**
   * Get Documents
   *
   * Get all of the Documents in a Collection
   */
  list(
    appId: string,
    userId: string,
    collectionId: string,
    params?: DocumentListParams,
    options?: RequestOptions,
  ): PagePromise<Page<Document>, Document>;
  list(
    appId: string,
    userId: string,
    collectionId: string,
    options?: RequestOptions,
  ): PagePromise<Page<Document>, Document>;
  list(
    appId: string,
    userId: string,
    collectionId: string,
    params: DocumentListParams | RequestOptions = {},
    options?: RequestOptions,
  ): PagePromise<Page<Document>, Document> {
    if (isRequestOptions(params)) {
      return this.list(appId, userId, collectionId, {}, params);
    }
    const { reverse, page, size, ...body } = params;
    return getAPIList(this._client, {
      method: 'post',
      path: path`/v1/apps/${appId}/users/${userId}/collections/${collectionId}/documents/list`,
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
  create(
    appId: string,
    userId: string,
    collectionId: string,
    params: DocumentCreateParams,
    options?: RequestOptions,
  ): APIPromise<Document> {
    return this._client.request({
      method: 'post',
      path: path`/v1/apps/${appId}/users/${userId}/collections/${collectionId}/documents`,
      body: params,
      security: [['HTTPBearer'], []],
      options,
    });
  }

  /**
   * Get Document
   *
   * Get a document by ID
   */
  get(
    appId: string,
    userId: string,
    collectionId: string,
    documentId: string,
    options?: RequestOptions,
  ): APIPromise<Document> {
    return this._client.request({
      method: 'get',
      path: path`/v1/apps/${appId}/users/${userId}/collections/${collectionId}/documents/${documentId}`,
      security: [['HTTPBearer'], []],
      options,
    });
  }

  /**
   * Update Document
   *
   * Update the content and/or the metadata of a Document
   */
  update(
    appId: string,
    userId: string,
    collectionId: string,
    documentId: string,
    params?: DocumentUpdateParams,
    options?: RequestOptions,
  ): APIPromise<Document>;
  update(
    appId: string,
    userId: string,
    collectionId: string,
    documentId: string,
    options?: RequestOptions,
  ): APIPromise<Document>;
  update(
    appId: string,
    userId: string,
    collectionId: string,
    documentId: string,
    params: DocumentUpdateParams | RequestOptions = {},
    options?: RequestOptions,
  ): APIPromise<Document> {
    if (isRequestOptions(params)) {
      return this.update(appId, userId, collectionId, documentId, {}, params);
    }
    return this._client.request({
      method: 'put',
      path: path`/v1/apps/${appId}/users/${userId}/collections/${collectionId}/documents/${documentId}`,
      body: params,
      security: [['HTTPBearer'], []],
      options,
    });
  }

  /**
   * Delete Document
   *
   * Delete a Document by ID
   */
  delete(
    appId: string,
    userId: string,
    collectionId: string,
    documentId: string,
    options?: RequestOptions,
  ): APIPromise<unknown> {
    return this._client.request({
      method: 'delete',
      path: path`/v1/apps/${appId}/users/${userId}/collections/${collectionId}/documents/${documentId}`,
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
    appId: string,
    userId: string,
    collectionId: string,
    params: DocumentQueryParams,
    options?: RequestOptions,
  ): APIPromise<Array<Document>> {
    return this._client.request({
      method: 'post',
      path: path`/v1/apps/${appId}/users/${userId}/collections/${collectionId}/documents/query`,
      body: params,
      security: [['HTTPBearer'], []],
      options,
    });
  }
}

export interface DocumentListParams {
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
  content: string;

  metadata?: Record<string, unknown>;
}

export interface DocumentUpdateParams {
  metadata?: Record<string, unknown> | null;

  content?: string | null;
}

export interface DocumentQueryParams {
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
