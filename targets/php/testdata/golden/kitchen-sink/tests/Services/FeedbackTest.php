<?php

/**
 * Copyright Acme, Inc. Licensed under the Apache License 2.0.
 *
 * File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.
 */

declare(strict_types=1);

namespace Acme\Tests\Services;

use Acme\Tests\ApiTestCase;

final class FeedbackTest extends ApiTestCase
{
    public function testSendRequiredParams(): void
    {
        $result = $this->client->feedback->send();
        $this->addToAssertionCount(1); // the call returned without raising
    }

    public function testSendWithAllParams(): void
    {
        $result = $this->client->feedback->send(message: 'string', rating: 1);
        $this->addToAssertionCount(1); // the call returned without raising
    }

    public function testSendRawResponse(): void
    {
        $raw = $this->client->feedback->raw->send();
        self::assertGreaterThanOrEqual(200, $raw->statusCode());
        self::assertLessThan(300, $raw->statusCode());
        $result = $raw->parse();
        $this->addToAssertionCount(1); // the call returned without raising
    }
}
