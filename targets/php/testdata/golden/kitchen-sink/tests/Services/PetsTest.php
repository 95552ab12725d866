<?php

/**
 * Copyright Acme, Inc. Licensed under the Apache License 2.0.
 *
 * File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.
 */

declare(strict_types=1);

namespace Acme\Tests\Services;

use Acme\Tests\ApiTestCase;

final class PetsTest extends ApiTestCase
{
    public function testRetrieveRequiredParams(): void
    {
        $result = $this->client->pets->retrieve(petID: 1);
        $this->addToAssertionCount(1); // the call returned without raising
    }

    public function testRetrieveWithAllParams(): void
    {
        $result = $this->client->pets->retrieve(petID: 1);
        $this->addToAssertionCount(1); // the call returned without raising
    }

    public function testRetrieveRawResponse(): void
    {
        $raw = $this->client->pets->raw->retrieve(petID: 1);
        self::assertGreaterThanOrEqual(200, $raw->statusCode());
        self::assertLessThan(300, $raw->statusCode());
        $result = $raw->parse();
        $this->addToAssertionCount(1); // the call returned without raising
    }
}
