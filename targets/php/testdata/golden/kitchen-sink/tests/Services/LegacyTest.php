<?php

/**
 * Copyright Acme, Inc. Licensed under the Apache License 2.0.
 *
 * File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.
 */

declare(strict_types=1);

namespace Acme\Tests\Services;

use Acme\Tests\ApiTestCase;

final class LegacyTest extends ApiTestCase
{
    public function testReportRequiredParams(): void
    {
        $result = $this->client->legacy->report();
        self::assertInstanceOf(\Acme\Models\LegacyReportResponse::class, $result);
    }

    public function testReportWithAllParams(): void
    {
        $result = $this->client->legacy->report();
        self::assertInstanceOf(\Acme\Models\LegacyReportResponse::class, $result);
    }

    public function testReportRawResponse(): void
    {
        $raw = $this->client->legacy->raw->report();
        self::assertGreaterThanOrEqual(200, $raw->statusCode());
        self::assertLessThan(300, $raw->statusCode());
        $result = $raw->parse();
        self::assertInstanceOf(\Acme\Models\LegacyReportResponse::class, $result);
    }
}
