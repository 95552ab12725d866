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
 * Accounts hold everything else.
 */
final class AccountsService
{
    /** The same methods, returning the responses as they came. */
    public readonly AccountsRawService $raw;

    public readonly AccountsFriendsService $friends;

    public function __construct(\Acme\Client $client)
    {
        $this->raw = new AccountsRawService($client);
        $this->friends = new AccountsFriendsService($client);
    }

    /**
     * List accounts
     *
     * @param string|null|Omit $cursor
     * @param int|null|Omit $limit
     * @param string|null|Omit $status
     * @param string|null|Omit $xTraceID
     * @param array{timeout?: float|null, maxRetries?: int, extraHeaders?: array<string, string|null>, extraQueryParams?: array<string, mixed>, extraBodyParams?: array<string, mixed>, idempotencyKey?: string} $requestOptions
     * @return \Acme\Pagination\CursorPage<\Acme\Models\Account>
     */
    public function list(
        string|Omit|null $cursor = Omit::Omitted,
        int|Omit|null $limit = Omit::Omitted,
        string|Omit|null $status = Omit::Omitted,
        string|Omit|null $xTraceID = Omit::Omitted,
        array $requestOptions = [],
    ): \Acme\Pagination\CursorPage {
        return $this->raw->list(cursor: $cursor, limit: $limit, status: $status, xTraceID: $xTraceID, requestOptions: $requestOptions)->parse();
    }

    /**
     * Create an account
     *
     * Creates an account. The `Idempotency-Key` header makes retries safe.
     *
     * @param string $name
     * @param string|null|Omit $password
     * @param \Acme\Models\Address|array{line1?: string, city?: string, country?: string}|null|Omit $address
     * @param string|null|Omit $kind
     * @param array{timeout?: float|null, maxRetries?: int, extraHeaders?: array<string, string|null>, extraQueryParams?: array<string, mixed>, extraBodyParams?: array<string, mixed>, idempotencyKey?: string} $requestOptions
     * @return \Acme\Models\Account
     */
    public function create(
        string $name,
        string|Omit|null $password = Omit::Omitted,
        \Acme\Models\Address|array|Omit|null $address = Omit::Omitted,
        string|Omit|null $kind = Omit::Omitted,
        array $requestOptions = [],
    ): mixed {
        return $this->raw->create(name: $name, password: $password, address: $address, kind: $kind, requestOptions: $requestOptions)->parse();
    }

    /**
     * GET /accounts/{account_id}
     *
     * @param string $accountID The account's identifier.
     * @param array{timeout?: float|null, maxRetries?: int, extraHeaders?: array<string, string|null>, extraQueryParams?: array<string, mixed>, extraBodyParams?: array<string, mixed>, idempotencyKey?: string} $requestOptions
     * @return mixed
     */
    public function retrieve(
        string $accountID,
        array $requestOptions = [],
    ): mixed {
        return $this->raw->retrieve(accountID: $accountID, requestOptions: $requestOptions)->parse();
    }

    /**
     * PATCH /accounts/{account_id}
     *
     * @param string $accountID The account's identifier.
     * @param string|null|Omit $name
     * @param string|null|Omit $nickname Set to null to remove the nickname.
     * @param array<string, string>|null|Omit $metadata
     * @param array{timeout?: float|null, maxRetries?: int, extraHeaders?: array<string, string|null>, extraQueryParams?: array<string, mixed>, extraBodyParams?: array<string, mixed>, idempotencyKey?: string} $requestOptions
     * @return \Acme\Models\Account
     */
    public function update(
        string $accountID,
        string|Omit|null $name = Omit::Omitted,
        string|Omit|null $nickname = Omit::Omitted,
        array|Omit|null $metadata = Omit::Omitted,
        array $requestOptions = [],
    ): mixed {
        return $this->raw->update(accountID: $accountID, name: $name, nickname: $nickname, metadata: $metadata, requestOptions: $requestOptions)->parse();
    }

    /**
     * DELETE /accounts/{account_id}
     *
     * @param string $accountID The account's identifier.
     * @param array{timeout?: float|null, maxRetries?: int, extraHeaders?: array<string, string|null>, extraQueryParams?: array<string, mixed>, extraBodyParams?: array<string, mixed>, idempotencyKey?: string} $requestOptions
     * @return mixed
     */
    public function delete(
        string $accountID,
        array $requestOptions = [],
    ): mixed {
        return $this->raw->delete(accountID: $accountID, requestOptions: $requestOptions)->parse();
    }

    /**
     * GET /me
     *
     * @param array{timeout?: float|null, maxRetries?: int, extraHeaders?: array<string, string|null>, extraQueryParams?: array<string, mixed>, extraBodyParams?: array<string, mixed>, idempotencyKey?: string} $requestOptions
     * @return mixed
     */
    public function me(
        array $requestOptions = [],
    ): mixed {
        return $this->raw->me(requestOptions: $requestOptions)->parse();
    }

    /**
     * POST /accounts/{account_id}/link
     *
     * @param string $accountID The account's identifier.
     * @param list<string> $accountIDs The request body.
     * @param array{timeout?: float|null, maxRetries?: int, extraHeaders?: array<string, string|null>, extraQueryParams?: array<string, mixed>, extraBodyParams?: array<string, mixed>, idempotencyKey?: string} $requestOptions
     * @return list<\Acme\Models\Account>
     */
    public function link(
        string $accountID,
        array $accountIDs,
        array $requestOptions = [],
    ): mixed {
        return $this->raw->link(accountID: $accountID, accountIDs: $accountIDs, requestOptions: $requestOptions)->parse();
    }
}
