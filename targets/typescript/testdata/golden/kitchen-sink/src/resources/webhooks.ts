// Copyright Acme, Inc. Licensed under the Apache License 2.0.
// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

import { APIResource } from '../core/resource.js';
import { parseWebhook, verifyWebhookSignature } from '../core/webhooks.js';
import type { WebhookEvent } from './shared.js';

export class Webhooks extends APIResource {
  /**
   * Verifies the delivery's Standard Webhooks signature when a secret is known (the `key` argument, or the client's `webhookSecret`), then parses the payload.
   */
  async unwrap(
    body: string,
    headers: Headers | Record<string, string | string[] | undefined>,
    key?: string | null,
  ): Promise<WebhookEvent> {
    const secret = key ?? (this._client as unknown as Record<string, string | null>)['webhookSecret'] ?? null;
    if (secret) {
      await verifyWebhookSignature(body, headers, secret);
    }
    return parseWebhook<WebhookEvent>(body);
  }

  /**
   * Verifies the delivery's Standard Webhooks signature; throws WebhookVerificationError when it does not match.
   */
  async verifySignature(
    body: string,
    headers: Headers | Record<string, string | string[] | undefined>,
    key: string,
  ): Promise<void> {
    await verifyWebhookSignature(body, headers, key);
  }

  /**
   * Parses a webhook payload without verifying it.
   */
  parse(body: string): WebhookEvent {
    return parseWebhook<WebhookEvent>(body);
  }
}
