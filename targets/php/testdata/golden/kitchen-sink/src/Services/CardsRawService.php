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
 * The raw responses of the cards endpoints: status, headers and body; parse() gives what the service returns.
 */
final class CardsRawService
{
    public function __construct(private \Acme\Client $client)
    {
    }

    /**
     * GET /cards
     *
     * @param int|null|Omit $offset
     * @param int|null|Omit $limit
     * @param string|null|Omit $sort
     * @param array{timeout?: float|null, maxRetries?: int, extraHeaders?: array<string, string|null>, extraQueryParams?: array<string, mixed>, extraBodyParams?: array<string, mixed>, idempotencyKey?: string} $requestOptions
     * @return \Acme\Core\RawResponse
     */
    public function list(
        int|Omit|null $offset = Omit::Omitted,
        int|Omit|null $limit = Omit::Omitted,
        string|Omit|null $sort = Omit::Omitted,
        array $requestOptions = [],
    ): RawResponse {
        return $this->client->requestRaw([
            'method' => 'get',
            'path' => Util::path('/cards', []),
            'query' => Util::compact(['offset' => $offset, 'limit' => $limit, 'sort' => $sort]),
            'page' => \Acme\Pagination\OffsetPage::class,
            'item' => \Acme\Models\Card::class,
            'itemsPath' => ['items'],
            'options' => $requestOptions,
        ]);
    }
}
