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
 * The accounts friends endpoints.
 */
final class AccountsFriendsService
{
    /** The same methods, returning the responses as they came. */
    public readonly AccountsFriendsRawService $raw;

    public function __construct(\Acme\Client $client)
    {
        $this->raw = new AccountsFriendsRawService($client);
    }

    /**
     * GET /accounts/{account_id}/friends
     *
     * @param string $accountID The account's identifier.
     * @param string|null|Omit $afterID
     * @param int|null|Omit $limit
     * @param array{timeout?: float|null, maxRetries?: int, extraHeaders?: array<string, string|null>, extraQueryParams?: array<string, mixed>, extraBodyParams?: array<string, mixed>, idempotencyKey?: string} $requestOptions
     * @return \Acme\Pagination\CursorIDPage<\Acme\Models\Friend>
     */
    public function list(
        string $accountID,
        string|Omit|null $afterID = Omit::Omitted,
        int|Omit|null $limit = Omit::Omitted,
        array $requestOptions = [],
    ): \Acme\Pagination\CursorIDPage {
        return $this->raw->list(accountID: $accountID, afterID: $afterID, limit: $limit, requestOptions: $requestOptions)->parse();
    }
}
