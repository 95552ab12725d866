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
 * The cards endpoints.
 */
final class CardsService
{
    /** The same methods, returning the responses as they came. */
    public readonly CardsRawService $raw;

    public readonly CardsTransactionsService $transactions;

    public function __construct(\Acme\Client $client)
    {
        $this->raw = new CardsRawService($client);
        $this->transactions = new CardsTransactionsService($client);
    }

    /**
     * GET /cards
     *
     * @param int|null|Omit $offset
     * @param int|null|Omit $limit
     * @param string|null|Omit $sort
     * @param array{timeout?: float|null, maxRetries?: int, extraHeaders?: array<string, string|null>, extraQueryParams?: array<string, mixed>, extraBodyParams?: array<string, mixed>, idempotencyKey?: string} $requestOptions
     * @return \Acme\Pagination\OffsetPage<\Acme\Models\Card>
     */
    public function list(
        int|Omit|null $offset = Omit::Omitted,
        int|Omit|null $limit = Omit::Omitted,
        string|Omit|null $sort = Omit::Omitted,
        array $requestOptions = [],
    ): \Acme\Pagination\OffsetPage {
        return $this->raw->list(offset: $offset, limit: $limit, sort: $sort, requestOptions: $requestOptions)->parse();
    }
}
