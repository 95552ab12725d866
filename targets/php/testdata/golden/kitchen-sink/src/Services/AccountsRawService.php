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
 * The raw responses of the accounts endpoints: status, headers and body; parse() gives what the service returns.
 */
final class AccountsRawService
{
    public function __construct(private \Acme\Client $client)
    {
    }

    /**
     * List accounts
     *
     * @param string|null|Omit $cursor
     * @param int|null|Omit $limit
     * @param string|null|Omit $status
     * @param string|null|Omit $xTraceID
     * @param array{timeout?: float|null, maxRetries?: int, extraHeaders?: array<string, string|null>, extraQueryParams?: array<string, mixed>, extraBodyParams?: array<string, mixed>, idempotencyKey?: string} $requestOptions
     * @return \Acme\Core\RawResponse
     */
    public function list(
        string|Omit|null $cursor = Omit::Omitted,
        int|Omit|null $limit = Omit::Omitted,
        string|Omit|null $status = Omit::Omitted,
        string|Omit|null $xTraceID = Omit::Omitted,
        array $requestOptions = [],
    ): RawResponse {
        return $this->client->requestRaw([
            'method' => 'get',
            'path' => Util::path('/accounts', []),
            'query' => Util::compact(['cursor' => $cursor, 'limit' => $limit, 'status' => $status]),
            'headers' => Util::compact(['X-Trace-Id' => $xTraceID]),
            'page' => \Acme\Pagination\CursorPage::class,
            'item' => \Acme\Models\Account::class,
            'itemsPath' => ['data'],
            'options' => $requestOptions,
        ]);
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
     * @return \Acme\Core\RawResponse
     */
    public function create(
        string $name,
        string|Omit|null $password = Omit::Omitted,
        \Acme\Models\Address|array|Omit|null $address = Omit::Omitted,
        string|Omit|null $kind = Omit::Omitted,
        array $requestOptions = [],
    ): RawResponse {
        return $this->client->requestRaw([
            'method' => 'post',
            'path' => Util::path('/accounts', []),
            'body' => Util::compact(['name' => $name, 'password' => $password, 'address' => $address, 'kind' => $kind]),
            'objectBody' => true,
            'model' => \Acme\Models\Account::class,
            'options' => $requestOptions,
        ]);
    }

    /**
     * GET /accounts/{account_id}
     *
     * @param string $accountID The account's identifier.
     * @param array{timeout?: float|null, maxRetries?: int, extraHeaders?: array<string, string|null>, extraQueryParams?: array<string, mixed>, extraBodyParams?: array<string, mixed>, idempotencyKey?: string} $requestOptions
     * @return \Acme\Core\RawResponse
     */
    public function retrieve(
        string $accountID,
        array $requestOptions = [],
    ): RawResponse {
        return $this->client->requestRaw([
            'method' => 'get',
            'path' => Util::path('/accounts/{account_id}', ['account_id' => $accountID]),
            'model' => \Acme\Models\AccountRetrieveResponse::class,
            'unwrap' => ['data'],
            'options' => $requestOptions,
        ]);
    }

    /**
     * PATCH /accounts/{account_id}
     *
     * @param string $accountID The account's identifier.
     * @param string|null|Omit $name
     * @param string|null|Omit $nickname Set to null to remove the nickname.
     * @param array<string, string>|null|Omit $metadata
     * @param array{timeout?: float|null, maxRetries?: int, extraHeaders?: array<string, string|null>, extraQueryParams?: array<string, mixed>, extraBodyParams?: array<string, mixed>, idempotencyKey?: string} $requestOptions
     * @return \Acme\Core\RawResponse
     */
    public function update(
        string $accountID,
        string|Omit|null $name = Omit::Omitted,
        string|Omit|null $nickname = Omit::Omitted,
        array|Omit|null $metadata = Omit::Omitted,
        array $requestOptions = [],
    ): RawResponse {
        return $this->client->requestRaw([
            'method' => 'patch',
            'path' => Util::path('/accounts/{account_id}', ['account_id' => $accountID]),
            'body' => Util::compact(['name' => $name, 'nickname' => $nickname, 'metadata' => $metadata]) ?: null,
            'objectBody' => true,
            'model' => \Acme\Models\Account::class,
            'options' => $requestOptions,
        ]);
    }

    /**
     * DELETE /accounts/{account_id}
     *
     * @param string $accountID The account's identifier.
     * @param array{timeout?: float|null, maxRetries?: int, extraHeaders?: array<string, string|null>, extraQueryParams?: array<string, mixed>, extraBodyParams?: array<string, mixed>, idempotencyKey?: string} $requestOptions
     * @return \Acme\Core\RawResponse
     */
    public function delete(
        string $accountID,
        array $requestOptions = [],
    ): RawResponse {
        return $this->client->requestRaw([
            'method' => 'delete',
            'path' => Util::path('/accounts/{account_id}', ['account_id' => $accountID]),
            'options' => $requestOptions,
        ]);
    }

    /**
     * GET /me
     *
     * @param array{timeout?: float|null, maxRetries?: int, extraHeaders?: array<string, string|null>, extraQueryParams?: array<string, mixed>, extraBodyParams?: array<string, mixed>, idempotencyKey?: string} $requestOptions
     * @return \Acme\Core\RawResponse
     */
    public function me(
        array $requestOptions = [],
    ): RawResponse {
        return $this->client->requestRaw([
            'method' => 'get',
            'path' => Util::path('/me', []),
            'model' => \Acme\Models\AccountMeResponse::class,
            'unwrap' => ['user'],
            'options' => $requestOptions,
        ]);
    }

    /**
     * POST /accounts/{account_id}/link
     *
     * @param string $accountID The account's identifier.
     * @param list<string> $accountIDs The request body.
     * @param array{timeout?: float|null, maxRetries?: int, extraHeaders?: array<string, string|null>, extraQueryParams?: array<string, mixed>, extraBodyParams?: array<string, mixed>, idempotencyKey?: string} $requestOptions
     * @return \Acme\Core\RawResponse
     */
    public function link(
        string $accountID,
        array $accountIDs,
        array $requestOptions = [],
    ): RawResponse {
        return $this->client->requestRaw([
            'method' => 'post',
            'path' => Util::path('/accounts/{account_id}/link', ['account_id' => $accountID]),
            'body' => $accountIDs,
            'model' => ['list', \Acme\Models\Account::class],
            'options' => $requestOptions,
        ]);
    }
}
