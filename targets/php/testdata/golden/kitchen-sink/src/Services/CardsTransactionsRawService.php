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
 * The raw responses of the cards transactions endpoints: status, headers and body; parse() gives what the service returns.
 */
final class CardsTransactionsRawService
{
    public function __construct(private \Acme\Client $client)
    {
    }

    /**
     * GET /cards/{card_id}/transactions
     *
     * @param string $cardID
     * @param int|null|Omit $page
     * @param int|null|Omit $pageSize
     * @param array{timeout?: float|null, maxRetries?: int, extraHeaders?: array<string, string|null>, extraQueryParams?: array<string, mixed>, extraBodyParams?: array<string, mixed>, idempotencyKey?: string} $requestOptions
     * @return \Acme\Core\RawResponse
     */
    public function list(
        string $cardID,
        int|Omit|null $page = Omit::Omitted,
        int|Omit|null $pageSize = Omit::Omitted,
        array $requestOptions = [],
    ): RawResponse {
        return $this->client->requestRaw([
            'method' => 'get',
            'path' => Util::path('/cards/{card_id}/transactions', ['card_id' => $cardID]),
            'query' => Util::compact(['page' => $page, 'page_size' => $pageSize]),
            'page' => \Acme\Pagination\PageNumberPage::class,
            'item' => \Acme\Models\Transaction::class,
            'itemsPath' => ['data'],
            'options' => $requestOptions,
        ]);
    }
}
