<?php

/**
 * Copyright Acme, Inc. Licensed under the Apache License 2.0.
 *
 * File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.
 */

declare(strict_types=1);

namespace Acme\Tests\Services;

use Acme\Tests\ApiTestCase;

final class SearchTest extends ApiTestCase
{
    public function testQueryRequiredParams(): void
    {
        $result = $this->client->search->query(query: 'string');
        $this->addToAssertionCount(1); // the call returned without raising
    }

    public function testQueryWithAllParams(): void
    {
        $result = $this->client->search->query(query: 'string', filter: ['created_after' => '2019-12-27T18:11:19.117Z', 'owner' => '182bd5e5-6e1a-4fe4-a799-aa6d9a6ab26e'], tags: ['string']);
        $this->addToAssertionCount(1); // the call returned without raising
    }

    public function testQueryRawResponse(): void
    {
        $raw = $this->client->search->raw->query(query: 'string');
        self::assertGreaterThanOrEqual(200, $raw->statusCode());
        self::assertLessThan(300, $raw->statusCode());
        $result = $raw->parse();
        $this->addToAssertionCount(1); // the call returned without raising
    }
}
