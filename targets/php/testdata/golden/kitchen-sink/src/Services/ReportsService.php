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
 * The reports endpoints.
 */
final class ReportsService
{
    /** The same methods, returning the responses as they came. */
    public readonly ReportsRawService $raw;

    public function __construct(\Acme\Client $client)
    {
        $this->raw = new ReportsRawService($client);
    }

    /**
     * POST /reports/search
     *
     * @param string|null|Omit $cursor
     * @param int|null|Omit $pageSize
     * @param string|null|Omit $query
     * @param array{timeout?: float|null, maxRetries?: int, extraHeaders?: array<string, string|null>, extraQueryParams?: array<string, mixed>, extraBodyParams?: array<string, mixed>, idempotencyKey?: string} $requestOptions
     * @return \Acme\Pagination\BodyCursorPage<\Acme\Models\Report>
     */
    public function search(
        string|Omit|null $cursor = Omit::Omitted,
        int|Omit|null $pageSize = Omit::Omitted,
        string|Omit|null $query = Omit::Omitted,
        array $requestOptions = [],
    ): \Acme\Pagination\BodyCursorPage {
        return $this->raw->search(cursor: $cursor, pageSize: $pageSize, query: $query, requestOptions: $requestOptions)->parse();
    }
}
