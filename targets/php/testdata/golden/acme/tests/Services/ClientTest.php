<?php

/**
 * File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.
 */

declare(strict_types=1);

namespace Acme\Tests\Services;

use Acme\Tests\ApiTestCase;

final class ClientTest extends ApiTestCase
{
    public function testStatusRequiredParams(): void
    {
        $result = $this->client->status();
        self::assertInstanceOf(\Acme\Models\ClientStatusResponse::class, $result);
    }

    public function testStatusWithAllParams(): void
    {
        $result = $this->client->status();
        self::assertInstanceOf(\Acme\Models\ClientStatusResponse::class, $result);
    }

    public function testStatusRawResponse(): void
    {
        $raw = $this->client->raw->status();
        self::assertGreaterThanOrEqual(200, $raw->statusCode());
        self::assertLessThan(300, $raw->statusCode());
        $result = $raw->parse();
        self::assertInstanceOf(\Acme\Models\ClientStatusResponse::class, $result);
    }
}
