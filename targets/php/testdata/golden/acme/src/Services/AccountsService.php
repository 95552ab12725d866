<?php

/**
 * File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.
 */

declare(strict_types=1);

namespace Acme\Services;

/**
 * The accounts endpoints.
 */
final class AccountsService
{
    /** The same methods, returning the responses as they came. */
    public readonly AccountsRawService $raw;

    public readonly AccountsCardsService $cards;

    public function __construct(private \Acme\Client $client)
    {
        $this->raw = new AccountsRawService($client);
        $this->cards = new AccountsCardsService($client);
    }

    /**
     * List accounts
     *
     * @param string|null $cursor Where the previous page ended.
     * @param int|null $limit
     * @param array{timeout?: float|null, maxRetries?: int, extraHeaders?: array<string, string|null>, extraQueryParams?: array<string, mixed>, extraBodyParams?: array<string, mixed>, idempotencyKey?: string} $requestOptions
     * @return \Acme\Pagination\CursorPage<\Acme\Models\Account>
     */
    public function list(
        ?string $cursor = null,
        ?int $limit = null,
        array $requestOptions = [],
    ): \Acme\Pagination\CursorPage {
        return $this->raw->list(cursor: $cursor, limit: $limit, requestOptions: $requestOptions)->parse();
    }

    /**
     * Create an account
     *
     * @param string $name
     * @param string|null $email
     * @param array{timeout?: float|null, maxRetries?: int, extraHeaders?: array<string, string|null>, extraQueryParams?: array<string, mixed>, extraBodyParams?: array<string, mixed>, idempotencyKey?: string} $requestOptions
     * @return \Acme\Models\Account
     */
    public function create(
        string $name,
        ?string $email = null,
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
