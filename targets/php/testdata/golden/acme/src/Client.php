<?php

/**
 * File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.
 */

declare(strict_types=1);

namespace Acme;

use Acme\Core\BaseClient;
use Acme\Core\Omit;
use Acme\Core\Util;
use Acme\Services\AccountsService;
use Acme\Services\ClientRawService;
use Psr\Http\Client\ClientInterface;
use Psr\Http\Message\RequestFactoryInterface;
use Psr\Http\Message\StreamFactoryInterface;

/**
 * The Acme API client. Options not given are read from the environment variables the README names.
 */
class Client extends BaseClient
{
    public const VERSION = '0.0.1';

    /** The named base URLs. */
    public const ENVIRONMENTS = [
        'production' => 'https://api.acme.example/v1',
        'sandbox' => 'https://sandbox.acme.example/v1',
    ];

    public ?string $apiKey;

    /** The client's own methods, returning the responses as they came. */
    public readonly ClientRawService $raw;

    public readonly AccountsService $accounts;

    /** @var array<string, mixed> the arguments the client was made with */
    private array $options;

    /**
     * Makes a client: options not given come from the environment.
     *
     * @param array<string, string> $defaultHeaders
     * @param array<string, mixed> $defaultQuery
     */
    public function __construct(
        ?string $apiKey = null,
        ?string $environment = null,
        ?string $baseUrl = null,
        ?float $timeout = 60.0,
        int $maxRetries = 2,
        array $defaultHeaders = [],
        array $defaultQuery = [],
        ?ClientInterface $httpClient = null,
        ?RequestFactoryInterface $requestFactory = null,
        ?StreamFactoryInterface $streamFactory = null,
    ) {
        $this->options = get_defined_vars();
        $this->apiKey = $apiKey ?? Util::env('ACME_API_KEY');
        if ($this->apiKey === null) {
            throw new \InvalidArgumentException('apiKey is required: pass apiKey: to the client or set the ACME_API_KEY environment variable');
        }
        $baseUrl ??= Util::env('ACME_BASE_URL');
        $baseUrl ??= self::ENVIRONMENTS[$environment ?? 'production'] ?? throw new \InvalidArgumentException(
            'unknown environment ' . var_export($environment, true) . '; known: ' . implode(', ', array_keys(self::ENVIRONMENTS))
        );
        parent::__construct(
            $baseUrl,
            $timeout,
            $maxRetries,
            array_merge([], $defaultHeaders),
            array_merge([], $defaultQuery),
            ['version' => self::VERSION, 'retryInitial' => 0.5, 'retryMax' => 8, 'queryNested' => 'brackets', 'queryArrays' => 'comma', 'multipartArrays' => 'repeat', 'logEnv' => 'ACME_LOG', 'secretNames' => [], 'auth' => ['schemes' => ['BearerAuth' => ['kind' => 'bearer', 'value' => 'apiKey']], 'alternatives' => [['BearerAuth']], 'env' => ['ACME_API_KEY']]],
            $httpClient,
            $requestFactory,
            $streamFactory,
        );
        $this->raw = new ClientRawService($this);
        $this->accounts = new AccountsService($this);
    }

    /**
     * A client with the same options except the given ones (named as the constructor's arguments).
     */
    public function withOptions(mixed ...$overrides): static
    {
        return new static(...array_merge($this->options, $overrides));
    }

    /**
     * Check that the API is up
     *
     * @param array{timeout?: float|null, maxRetries?: int, extraHeaders?: array<string, string|null>, extraQueryParams?: array<string, mixed>, extraBodyParams?: array<string, mixed>, idempotencyKey?: string} $requestOptions
     * @return \Acme\Models\ClientStatusResponse
     */
    public function status(
        array $requestOptions = [],
    ): mixed {
        return $this->raw->status(requestOptions: $requestOptions)->parse();
    }
}
