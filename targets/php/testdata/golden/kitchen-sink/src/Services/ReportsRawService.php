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
 * The raw responses of the reports endpoints: status, headers and body; parse() gives what the service returns.
 */
final class ReportsRawService
{
    public function __construct(private \Acme\Client $client)
    {
    }

    /**
     * POST /reports/search
     *
     * @param string|null|Omit $cursor
     * @param int|null|Omit $pageSize
     * @param string|null|Omit $query
     * @param array{timeout?: float|null, maxRetries?: int, extraHeaders?: array<string, string|null>, extraQueryParams?: array<string, mixed>, extraBodyParams?: array<string, mixed>, idempotencyKey?: string} $requestOptions
     * @return \Acme\Core\RawResponse
     */
    public function search(
        string|Omit|null $cursor = Omit::Omitted,
        int|Omit|null $pageSize = Omit::Omitted,
        string|Omit|null $query = Omit::Omitted,
        array $requestOptions = [],
    ): RawResponse {
        return $this->client->requestRaw([
            'method' => 'post',
            'path' => Util::path('/reports/search', []),
            'body' => Util::compact(['cursor' => $cursor, 'page_size' => $pageSize, 'query' => $query]) ?: null,
            'objectBody' => true,
            'page' => \Acme\Pagination\BodyCursorPage::class,
            'item' => \Acme\Models\Report::class,
            'itemsPath' => ['results'],
            'options' => $requestOptions,
        ]);
    }
}
