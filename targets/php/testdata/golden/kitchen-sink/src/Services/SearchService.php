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
 * The search endpoints.
 */
final class SearchService
{
    /** The same methods, returning the responses as they came. */
    public readonly SearchRawService $raw;

    public function __construct(\Acme\Client $client)
    {
        $this->raw = new SearchRawService($client);
    }

    /**
     * GET /search
     *
     * @param string $query
     * @param \Acme\Models\SearchQueryParamsFilter|array{created_after?: string, owner?: string}|null|Omit $filter
     * @param list<string>|null|Omit $tags
     * @param array{timeout?: float|null, maxRetries?: int, extraHeaders?: array<string, string|null>, extraQueryParams?: array<string, mixed>, extraBodyParams?: array<string, mixed>, idempotencyKey?: string} $requestOptions
     * @return list<\Acme\Models\Account|\Acme\Models\Card|string>
     */
    public function query(
        string $query,
        \Acme\Models\SearchQueryParamsFilter|array|Omit|null $filter = Omit::Omitted,
        array|Omit|null $tags = Omit::Omitted,
        array $requestOptions = [],
    ): mixed {
        return $this->raw->query(query: $query, filter: $filter, tags: $tags, requestOptions: $requestOptions)->parse();
    }
}
