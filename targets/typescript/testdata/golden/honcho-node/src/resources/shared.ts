// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

/**
 * AppCreate
 */
export interface AppCreate {
  name: string;

  metadata?: Record<string, unknown>;
}

/**
 * AppUpdate
 */
export interface AppUpdate {
  name?: string | null;

  metadata?: Record<string, unknown> | null;
}

/**
 * CollectionCreate
 */
export interface CollectionCreate {
  name: string;

  metadata?: Record<string, unknown>;
}

/**
 * CollectionUpdate
 */
export interface CollectionUpdate {
  name?: string | null;

  metadata?: Record<string, unknown> | null;
}

/**
 * DialecticOptions
 */
export interface DialecticOptions {
  queries: DialecticOptionsQueries;

  stream?: boolean;
}

/**
 * Queries
 */
export type DialecticOptionsQueries = string | Array<string>;

/**
 * DocumentCreate
 */
export interface DocumentCreate {
  content: string;

  metadata?: Record<string, unknown>;
}

/**
 * DocumentQuery
 */
export interface DocumentQuery {
  query: string;

  filter?: Record<string, unknown> | null;

  top_k?: number;
}

/**
 * DocumentUpdate
 */
export interface DocumentUpdate {
  metadata?: Record<string, unknown> | null;

  content?: string | null;
}

/**
 * Schema for batch message creation with a max of 100 messages
 */
export interface MessageBatchCreate {
  messages: Array<MessageCreate>;
}

/**
 * MessageCreate
 */
export interface MessageCreate {
  content: string;

  is_user: boolean;

  metadata?: Record<string, unknown>;
}

/**
 * MessageUpdate
 */
export interface MessageUpdate {
  metadata: Record<string, unknown>;
}

/**
 * MetamessageCreate
 */
export interface MetamessageCreate {
  metamessage_type: string;

  content: string;

  session_id?: string | null;

  message_id?: string | null;

  metadata?: Record<string, unknown>;
}

/**
 * MetamessageUpdate
 */
export interface MetamessageUpdate {
  session_id?: string | null;

  message_id?: string | null;

  metamessage_type?: string | null;

  metadata?: Record<string, unknown> | null;
}

/**
 * SessionCreate
 */
export interface SessionCreate {
  metadata?: Record<string, unknown>;
}

/**
 * SessionUpdate
 */
export interface SessionUpdate {
  metadata: Record<string, unknown>;
}

/**
 * UserCreate
 */
export interface UserCreate {
  name: string;

  metadata?: Record<string, unknown>;
}

/**
 * UserUpdate
 */
export interface UserUpdate {
  name?: string | null;

  metadata?: Record<string, unknown> | null;
}
