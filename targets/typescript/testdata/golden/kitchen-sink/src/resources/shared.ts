// Copyright Acme, Inc. Licensed under the Apache License 2.0.
// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

import type { Account } from './accounts/accounts.js';

export interface AccountCreate {
  name: string;

  password?: string;

  address?: Address;

  kind?: 'personal';
}

export interface AccountCreatedEvent {
  type: 'account.created';

  account: Account;
}

export interface AccountDeletedEvent {
  type: 'account.deleted';

  account_id: string;
}

export interface Address {
  line1?: string;

  city?: string;

  country?: string;
}

export interface AddressInput {
  line1?: string;

  city?: string;
}

export type APIError2 = NotFoundError2 | RateLimitError2;

export interface ClientPingResponse {
  pong?: boolean;
}

export interface Empty {}

export interface NotFoundError2 {
  type: NotFoundErrorType;

  status: NotFoundErrorStatus;

  message: string;
}

export type NotFoundErrorStatus = 404;

export type NotFoundErrorType = 'not_found';

export interface RateLimitError2 {
  type: RateLimitErrorType;

  status: RateLimitErrorStatus;

  message: string;

  retry_after?: number;
}

export type RateLimitErrorStatus = 429;

export type RateLimitErrorType = 'rate_limited';

export interface Report {
  id?: string;

  title?: string;
}

export interface Status {
  ok: boolean;

  version?: 'v1';
}

export type WebhookEvent = AccountCreatedEvent | AccountDeletedEvent;
