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
 * The raw responses of the search endpoints: status, headers and body; parse() gives what the service returns.
 */
final class SearchRawService
{
    public function __construct(private \Acme\Client $client)
    {
    }

    /**
     * GET /search
     *
     * @param string $query
     * @param \Acme\Models\SearchQueryParamsFilter|array{created_after?: string, owner?: string}|null|Omit $filter
     * @param list<string>|null|Omit $tags
     * @param array{timeout?: float|null, maxRetries?: int, extraHeaders?: array<string, string|null>, extraQueryParams?: array<string, mixed>, extraBodyParams?: array<string, mixed>, idempotencyKey?: string} $requestOptions
     * @return \Acme\Core\RawResponse
     */
    public function query(
        string $query,
        \Acme\Models\SearchQueryParamsFilter|array|Omit|null $filter = Omit::Omitted,
        array|Omit|null $tags = Omit::Omitted,
        array $requestOptions = [],
    ): RawResponse {
        return $this->client->requestRaw([
            'method' => 'get',
            'path' => Util::path('/search', []),
            'query' => Util::compact(['q' => $query, 'filter' => $filter, 'tags' => $tags]),
            'model' => ['list', \Acme\Models\SearchQueryResponse::class],
            'options' => $requestOptions,
        ]);
    }
}
