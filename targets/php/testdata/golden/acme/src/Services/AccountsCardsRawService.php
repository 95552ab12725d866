<?php

/**
 * File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.
 */

declare(strict_types=1);

namespace Acme\Services;

use Acme\Core\Omit;
use Acme\Core\RawResponse;
use Acme\Core\Util;

/**
 * The raw responses of the accounts cards endpoints: status, headers and body; parse() gives what the service returns.
 */
final class AccountsCardsRawService
{
    public function __construct(private \Acme\Client $client)
    {
    }

    /**
     * List an account's cards
     *
     * @param string $accountID
     * @param string|null|Omit $cursor
     * @param array{timeout?: float|null, maxRetries?: int, extraHeaders?: array<string, string|null>, extraQueryParams?: array<string, mixed>, extraBodyParams?: array<string, mixed>, idempotencyKey?: string} $requestOptions
     * @return \Acme\Core\RawResponse
     */
    public function list(
        string $accountID,
        string|Omit|null $cursor = Omit::Omitted,
        array $requestOptions = [],
    ): RawResponse {
        return $this->client->requestRaw([
            'method' => 'get',
            'path' => Util::path('/accounts/{account_id}/cards', ['account_id' => $accountID]),
            'query' => Util::compact(['cursor' => $cursor]),
            'page' => \Acme\Pagination\CursorPage::class,
            'item' => \Acme\Models\Card::class,
            'itemsPath' => ['data'],
            'options' => $requestOptions,
        ]);
    }
}
