<?php

/**
 * Copyright Acme, Inc. Licensed under the Apache License 2.0.
 *
 * File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.
 */

declare(strict_types=1);

namespace Acme\Services;

use Acme\Core\Omit;
use Acme\Core\RawResponse;
use Acme\Core\Util;

/**
 * The raw responses of the legacy endpoints: status, headers and body; parse() gives what the service returns.
 */
final class LegacyRawService
{
    public function __construct(private \Acme\Client $client)
    {
    }

    /**
     * GET /legacy/report
     *
     * @deprecated The legacy API will be removed in 2027.
     *
     * @param array{timeout?: float|null, maxRetries?: int, extraHeaders?: array<string, string|null>, extraQueryParams?: array<string, mixed>, extraBodyParams?: array<string, mixed>, idempotencyKey?: string} $requestOptions
     * @return \Acme\Core\RawResponse
     */
    public function report(
        array $requestOptions = [],
    ): RawResponse {
        return $this->client->requestRaw([
            'method' => 'get',
            'path' => Util::path('/legacy/report', []),
            'model' => \Acme\Models\LegacyReportResponse::class,
            'options' => $requestOptions,
        ]);
    }
}
