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
 * The legacy endpoints.
 */
final class LegacyService
{
    /** The same methods, returning the responses as they came. */
    public readonly LegacyRawService $raw;

    public function __construct(\Acme\Client $client)
    {
        $this->raw = new LegacyRawService($client);
    }

    /**
     * GET /legacy/report
     *
     * @deprecated The legacy API will be removed in 2027.
     *
     * @param array{timeout?: float|null, maxRetries?: int, extraHeaders?: array<string, string|null>, extraQueryParams?: array<string, mixed>, extraBodyParams?: array<string, mixed>, idempotencyKey?: string} $requestOptions
     * @return \Acme\Models\LegacyReportResponse
     */
    public function report(
        array $requestOptions = [],
    ): mixed {
        return $this->raw->report(requestOptions: $requestOptions)->parse();
    }
}
