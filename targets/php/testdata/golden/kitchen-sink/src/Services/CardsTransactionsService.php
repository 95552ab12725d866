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
 * The cards transactions endpoints.
 */
final class CardsTransactionsService
{
    /** The same methods, returning the responses as they came. */
    public readonly CardsTransactionsRawService $raw;

    public function __construct(\Acme\Client $client)
    {
        $this->raw = new CardsTransactionsRawService($client);
    }

    /**
     * GET /cards/{card_id}/transactions
     *
     * @param string $cardID
     * @param int|null|Omit $page
     * @param int|null|Omit $pageSize
     * @param array{timeout?: float|null, maxRetries?: int, extraHeaders?: array<string, string|null>, extraQueryParams?: array<string, mixed>, extraBodyParams?: array<string, mixed>, idempotencyKey?: string} $requestOptions
     * @return \Acme\Pagination\PageNumberPage<\Acme\Models\Transaction>
     */
    public function list(
        string $cardID,
        int|Omit|null $page = Omit::Omitted,
        int|Omit|null $pageSize = Omit::Omitted,
        array $requestOptions = [],
    ): \Acme\Pagination\PageNumberPage {
        return $this->raw->list(cardID: $cardID, page: $page, pageSize: $pageSize, requestOptions: $requestOptions)->parse();
    }
}
