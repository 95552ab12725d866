<?php

/**
 * Copyright Acme, Inc. Licensed under the Apache License 2.0.
 *
 * File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.
 */

declare(strict_types=1);

namespace Acme\Tests\Services;

use Acme\Tests\ApiTestCase;

final class WebhooksTest extends ApiTestCase
{
    public function testUnwrapVerifiesAndParses(): void
    {
        $payload = json_encode(['type' => 'account.created', 'account' => ['name' => 'string', 'status' => 'active']], JSON_THROW_ON_ERROR);
        $timestamp = (string) time();
        $mac = base64_encode(hash_hmac('sha256', 'msg_test.' . $timestamp . '.' . $payload, 'test-secret', true));
        $headers = ['webhook-id' => 'msg_test', 'webhook-timestamp' => $timestamp, 'webhook-signature' => 'v1,' . $mac];
        $key = 'whsec_' . base64_encode('test-secret');
        self::assertEquals($this->client->webhooks->parseUnverified($payload), $this->client->webhooks->unwrap($payload, $headers, key: $key));
        $this->expectException(\Acme\Core\Exceptions\WebhookVerificationException::class);
        $this->client->webhooks->unwrap($payload, ['webhook-signature' => 'v1,' . base64_encode('forged')] + $headers, key: $key);
    }
}
