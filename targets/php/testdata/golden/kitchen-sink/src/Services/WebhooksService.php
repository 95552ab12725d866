<?php

/**
 * Copyright Acme, Inc. Licensed under the Apache License 2.0.
 *
 * File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.
 */

declare(strict_types=1);

namespace Acme\Services;

use Acme\Core\Omit;

/**
 * The webhooks endpoints.
 */
final class WebhooksService
{
    /** The same methods, returning the responses as they came. */
    public readonly WebhooksRawService $raw;

    public function __construct(private \Acme\Client $client)
    {
        $this->raw = new WebhooksRawService($client);
    }

    /**
     * Verifies the delivery's Standard Webhooks signature when a secret is known (the `key` argument, or the client's `webhookSecret`), then parses the payload.
     *
     * @param string $body the delivery's body, as received
     * @param array<string, string|list<string>> $headers the delivery's headers
     * @param string|null $key the webhook secret
     * @return \Acme\Models\AccountCreatedEvent|\Acme\Models\AccountDeletedEvent
     * @throws \Acme\Core\Exceptions\WebhookVerificationException when the signature does not match
     */
    public function unwrap(string $body, array $headers, ?string $key = null): mixed
    {
        $secret = $key ?? $this->client->webhookSecret;
        if ($secret !== null && $secret !== '') {
            \Acme\Core\Webhooks::verify($body, $headers, $secret);
        }
        return \Acme\Core\Webhooks::parse($body, \Acme\Models\WebhookEvent::class);
    }

    /**
     * Checks a delivery's Standard Webhooks signature.
     *
     * @param array<string, string|list<string>> $headers the delivery's headers
     * @throws \Acme\Core\Exceptions\WebhookVerificationException when it does not match
     */
    public function verifySignature(string $body, array $headers, string $key): void
    {
        \Acme\Core\Webhooks::verify($body, $headers, $key);
    }

    /**
     * Parses a webhook payload without verifying it.
     *
     * @return \Acme\Models\AccountCreatedEvent|\Acme\Models\AccountDeletedEvent
     */
    public function parseUnverified(string $body): mixed
    {
        return \Acme\Core\Webhooks::parse($body, \Acme\Models\WebhookEvent::class);
    }
}
