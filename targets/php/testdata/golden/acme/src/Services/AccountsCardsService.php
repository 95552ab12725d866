<?php

/**
 * File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.
 */

declare(strict_types=1);

namespace Acme\Services;

use Acme\Core\Omit;

/**
 * The accounts cards endpoints.
 */
final class AccountsCardsService
{
    /** The same methods, returning the responses as they came. */
    public readonly AccountsCardsRawService $raw;

    public function __construct(\Acme\Client $client)
    {
        $this->raw = new AccountsCardsRawService($client);
    }

    /**
     * List an account's cards
     *
     * @param string $accountID
     * @param string|null|Omit $cursor
     * @param array{timeout?: float|null, maxRetries?: int, extraHeaders?: array<string, string|null>, extraQueryParams?: array<string, mixed>, extraBodyParams?: array<string, mixed>, idempotencyKey?: string} $requestOptions
     * @return \Acme\Pagination\CursorPage<\Acme\Models\Card>
     */
    public function list(
        string $accountID,
        string|Omit|null $cursor = Omit::Omitted,
        array $requestOptions = [],
    ): \Acme\Pagination\CursorPage {
        return $this->raw->list(accountID: $accountID, cursor: $cursor, requestOptions: $requestOptions)->parse();
    }
}
