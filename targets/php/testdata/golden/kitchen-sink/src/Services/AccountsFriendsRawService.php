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
 * The raw responses of the accounts friends endpoints: status, headers and body; parse() gives what the service returns.
 */
final class AccountsFriendsRawService
{
    public function __construct(private \Acme\Client $client)
    {
    }

    /**
     * GET /accounts/{account_id}/friends
     *
     * @param string $accountID The account's identifier.
     * @param string|null|Omit $afterID
     * @param int|null|Omit $limit
     * @param array{timeout?: float|null, maxRetries?: int, extraHeaders?: array<string, string|null>, extraQueryParams?: array<string, mixed>, extraBodyParams?: array<string, mixed>, idempotencyKey?: string} $requestOptions
     * @return \Acme\Core\RawResponse
     */
    public function list(
        string $accountID,
        string|Omit|null $afterID = Omit::Omitted,
        int|Omit|null $limit = Omit::Omitted,
        array $requestOptions = [],
    ): RawResponse {
        return $this->client->requestRaw([
            'method' => 'get',
            'path' => Util::path('/accounts/{account_id}/friends', ['account_id' => $accountID]),
            'query' => Util::compact(['after_id' => $afterID, 'limit' => $limit]),
            'page' => \Acme\Pagination\CursorIDPage::class,
            'item' => \Acme\Models\Friend::class,
            'itemsPath' => ['data'],
            'options' => $requestOptions,
        ]);
    }
}
