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
     * @param string|null|Omit $cursor Where the previous page ended.
     * @param int|null|Omit $limit
     * @param array{timeout?: float|null, maxRetries?: int, extraHeaders?: array<string, string|null>, extraQueryParams?: array<string, mixed>, extraBodyParams?: array<string, mixed>, idempotencyKey?: string} $requestOptions
     * @return \Acme\Core\RawResponse
     */
    public function list(
        string|Omit|null $cursor = Omit::Omitted,
        int|Omit|null $limit = Omit::Omitted,
        array $requestOptions = [],
    ): RawResponse {
        return $this->client->requestRaw([
            'method' => 'get',
            'path' => Util::path('/accounts', []),
            'query' => Util::compact(['cursor' => $cursor, 'limit' => $limit]),
            'page' => \Acme\Pagination\CursorPage::class,
            'item' => \Acme\Models\Account::class,
            'itemsPath' => ['data'],
            'options' => $requestOptions,
        ]);
    }

    /**
     * Create an account
     *
     * @param string $name
     * @param string|null|Omit $email
     * @param array{timeout?: float|null, maxRetries?: int, extraHeaders?: array<string, string|null>, extraQueryParams?: array<string, mixed>, extraBodyParams?: array<string, mixed>, idempotencyKey?: string} $requestOptions
     * @return \Acme\Core\RawResponse
     */
    public function create(
        string $name,
        string|Omit|null $email = Omit::Omitted,
        array $requestOptions = [],
    ): RawResponse {
        return $this->client->requestRaw([
            'method' => 'post',
            'path' => Util::path('/accounts', []),
            'body' => Util::compact(['name' => $name, 'email' => $email]),
            'objectBody' => true,
            'model' => \Acme\Models\Account::class,
            'options' => $requestOptions,
        ]);
    }

    /**
     * Retrieve an account
     *
     * @param string $accountID
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
            'model' => \Acme\Models\Account::class,
            'options' => $requestOptions,
        ]);
    }

    /**
     * Delete an account
     *
     * @param string $accountID
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
}
