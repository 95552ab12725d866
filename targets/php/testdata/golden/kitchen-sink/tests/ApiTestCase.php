<?php

/**
 * Copyright Acme, Inc. Licensed under the Apache License 2.0.
 *
 * File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.
 */

declare(strict_types=1);

namespace Acme\Tests;

use Acme\Client;
use PHPUnit\Framework\TestCase;

/**
 * The base of the API tests: a client of the mock server; SKIP_MOCK_TESTS=true skips them.
 */
abstract class ApiTestCase extends TestCase
{
    protected Client $client;

    protected function setUp(): void
    {
        if (getenv('SKIP_MOCK_TESTS') === 'true') {
            self::markTestSkipped('SKIP_MOCK_TESTS is true');
        }
        $this->client = new Client(
            baseUrl: getenv('TEST_API_BASE_URL') ?: 'http://127.0.0.1:4010',
            username: 'My Username',
            password: 'My Password',
            projectID: 'proj_123',
            queryKey: 'My Query Key',
        );
    }
}
