<?php

/**
 * File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.
 */

declare(strict_types=1);

namespace Acme\Services;

use Acme\Core\Omit;

/**
 * The accounts endpoints.
 */
final class AccountsService
{
    /** The same methods, returning the responses as they came. */
    public readonly AccountsRawService $raw;

    public readonly AccountsCardsService $cards;

    public function __construct(\Acme\Client $client)
    {
        $this->raw = new AccountsRawService($client);
        $this->cards = new AccountsCardsService($client);
    }

    /**
     * List accounts
     *
     * @param string|null|Omit $cursor Where the previous page ended.
     * @param int|null|Omit $limit
     * @param array{timeout?: float|null, maxRetries?: int, extraHeaders?: array<string, string|null>, extraQueryParams?: array<string, mixed>, extraBodyParams?: array<string, mixed>, idempotencyKey?: string} $requestOptions
     * @return \Acme\Pagination\CursorPage<\Acme\Models\Account>
     */
    public function list(
        string|Omit|null $cursor = Omit::Omitted,
        int|Omit|null $limit = Omit::Omitted,
        array $requestOptions = [],
    ): \Acme\Pagination\CursorPage {
        return $this->raw->list(cursor: $cursor, limit: $limit, requestOptions: $requestOptions)->parse();
    }

    /**
     * Create an account
     *
     * @param string $name
     * @param string|null|Omit $email
     * @param array{timeout?: float|null, maxRetries?: int, extraHeaders?: array<string, string|null>, extraQueryParams?: array<string, mixed>, extraBodyParams?: array<string, mixed>, idempotencyKey?: string} $requestOptions
     * @return \Acme\Models\Account
     */
    public function create(
        string $name,
        string|Omit|null $email = Omit::Omitted,
        array $requestOptions = [],
    ): mixed {
        return $this->raw->create(name: $name, email: $email, requestOptions: $requestOptions)->parse();
    }

    /**
     * Retrieve an account
     *
     * @param string $accountID
     * @param array{timeout?: float|null, maxRetries?: int, extraHeaders?: array<string, string|null>, extraQueryParams?: array<string, mixed>, extraBodyParams?: array<string, mixed>, idempotencyKey?: string} $requestOptions
     * @return \Acme\Models\Account
     */
    public function retrieve(
        string $accountID,
        array $requestOptions = [],
    ): mixed {
        return $this->raw->retrieve(accountID: $accountID, requestOptions: $requestOptions)->parse();
    }

    /**
     * Delete an account
     *
     * @param string $accountID
     * @param array{timeout?: float|null, maxRetries?: int, extraHeaders?: array<string, string|null>, extraQueryParams?: array<string, mixed>, extraBodyParams?: array<string, mixed>, idempotencyKey?: string} $requestOptions
     * @return mixed
     */
    public function delete(
        string $accountID,
        array $requestOptions = [],
    ): mixed {
        return $this->raw->delete(accountID: $accountID, requestOptions: $requestOptions)->parse();
    }
}
