<?php

/**
 * Copyright Acme, Inc. Licensed under the Apache License 2.0.
 *
 * File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.
 */

declare(strict_types=1);

namespace Acme;

use Acme\Core\BaseClient;
use Acme\Core\Omit;
use Acme\Core\Util;
use Acme\Services\AccountsService;
use Acme\Services\CardsService;
use Acme\Services\ChatService;
use Acme\Services\ClientRawService;
use Acme\Services\EventsService;
use Acme\Services\FeedbackService;
use Acme\Services\FilesService;
use Acme\Services\InternalToolsService;
use Acme\Services\LegacyService;
use Acme\Services\PetsService;
use Acme\Services\ReportsService;
use Acme\Services\SearchService;
use Acme\Services\TagsService;
use Acme\Services\TreesService;
use Acme\Services\WebhooksService;
use Psr\Http\Client\ClientInterface;
use Psr\Http\Message\RequestFactoryInterface;
use Psr\Http\Message\StreamFactoryInterface;

/**
 * The ACME API client. Options not given are read from the environment variables the README names.
 */
class Client extends BaseClient
{
    public const VERSION = '0.0.1';

    /** The named base URLs. */
    public const ENVIRONMENTS = [
        'production' => 'https://{region}.api.acme.example/v1',
        'sandbox' => 'https://sandbox.acme.example/v1',
    ];

    /**
     * Token from the Acme dashboard.
     */
    public ?string $bearerToken;

    public ?string $username;

    public ?string $password;

    public ?string $region;

    public ?string $projectID;

    public ?string $webhookSecret;

    public ?string $queryKey;

    /** The client's own methods, returning the responses as they came. */
    public readonly ClientRawService $raw;

    public readonly AccountsService $accounts;

    public readonly CardsService $cards;

    public readonly EventsService $events;

    public readonly TagsService $tags;

    public readonly FilesService $files;

    public readonly FeedbackService $feedback;

    public readonly ChatService $chat;

    public readonly ReportsService $reports;

    public readonly InternalToolsService $internalTools;

    public readonly SearchService $search;

    public readonly PetsService $pets;

    public readonly TreesService $trees;

    public readonly LegacyService $legacy;

    public readonly WebhooksService $webhooks;

    /** @var array<string, mixed> the arguments the client was made with */
    private array $options;

    /**
     * Makes a client: options not given come from the environment.
     *
     * @param array<string, string> $defaultHeaders
     * @param array<string, mixed> $defaultQuery
     */
    public function __construct(
        ?string $bearerToken = null,
        ?string $username = null,
        ?string $password = null,
        ?string $region = null,
        ?string $projectID = null,
        ?string $webhookSecret = null,
        ?string $queryKey = null,
        ?string $environment = null,
        ?string $baseUrl = null,
        ?float $timeout = 30.0,
        int $maxRetries = 5,
        array $defaultHeaders = [],
        array $defaultQuery = [],
        ?ClientInterface $httpClient = null,
        ?RequestFactoryInterface $requestFactory = null,
        ?StreamFactoryInterface $streamFactory = null,
    ) {
        $this->options = get_defined_vars();
        $this->bearerToken = $bearerToken ?? Util::env('ACME_BEARER_TOKEN');
        $this->username = $username ?? Util::env('ACME_USERNAME');
        $this->password = $password ?? Util::env('ACME_PASSWORD');
        $this->region = $region ?? 'us';
        $this->projectID = $projectID ?? Util::env('ACME_PROJECT_ID');
        $this->webhookSecret = $webhookSecret ?? Util::env('ACME_WEBHOOK_SECRET');
        $this->queryKey = $queryKey ?? Util::env('ACME_QUERY_KEY');
        $baseUrl ??= Util::env('ACME_BASE_URL');
        $baseUrl ??= self::ENVIRONMENTS[$environment ?? 'production'] ?? throw new \InvalidArgumentException(
            'unknown environment ' . var_export($environment, true) . '; known: ' . implode(', ', array_keys(self::ENVIRONMENTS))
        );
        $baseUrl = strtr($baseUrl, ['{region}' => (string) $this->region]);
        parent::__construct(
            $baseUrl,
            $timeout,
            $maxRetries,
            array_merge(array_filter(['X-Acme-Client' => 'sdkgen', 'X-Acme-Project' => $this->projectID], static fn ($v): bool => $v !== null), $defaultHeaders),
            array_merge(array_filter(['key' => $this->queryKey], static fn ($v): bool => $v !== null), $defaultQuery),
            ['version' => self::VERSION, 'retryInitial' => 1, 'retryMax' => 10, 'queryNested' => 'brackets', 'queryArrays' => 'repeat', 'multipartArrays' => 'brackets', 'logEnv' => 'ACME_LOG', 'idempotencyHeader' => 'idempotency-key', 'errorMessageProperty' => 'message', 'secretNames' => ['key'], 'auth' => ['schemes' => ['BearerAuth' => ['kind' => 'bearer', 'value' => 'bearerToken', 'keyword' => 'Token'], 'BasicAuth' => ['kind' => 'basic', 'username' => 'username', 'password' => 'password'], 'QueryKey' => ['kind' => 'api_key', 'in' => 'query', 'name' => 'key', 'value' => 'queryKey']], 'alternatives' => [['BearerAuth'], ['BasicAuth'], ['QueryKey'], []], 'env' => ['ACME_BEARER_TOKEN', 'ACME_USERNAME', 'ACME_PASSWORD', 'ACME_QUERY_KEY']]],
            $httpClient,
            $requestFactory,
            $streamFactory,
        );
        $this->raw = new ClientRawService($this);
        $this->accounts = new AccountsService($this);
        $this->cards = new CardsService($this);
        $this->events = new EventsService($this);
        $this->tags = new TagsService($this);
        $this->files = new FilesService($this);
        $this->feedback = new FeedbackService($this);
        $this->chat = new ChatService($this);
        $this->reports = new ReportsService($this);
        $this->internalTools = new InternalToolsService($this);
        $this->search = new SearchService($this);
        $this->pets = new PetsService($this);
        $this->trees = new TreesService($this);
        $this->legacy = new LegacyService($this);
        $this->webhooks = new WebhooksService($this);
    }

    /**
     * A client with the same options except the given ones (named as the constructor's arguments).
     */
    public function withOptions(mixed ...$overrides): static
    {
        return new static(...array_merge($this->options, $overrides));
    }

    /**
     * Service status
     *
     * @param array{timeout?: float|null, maxRetries?: int, extraHeaders?: array<string, string|null>, extraQueryParams?: array<string, mixed>, extraBodyParams?: array<string, mixed>, idempotencyKey?: string} $requestOptions
     * @return \Acme\Models\Status
     */
    public function status(
        array $requestOptions = [],
    ): mixed {
        return $this->raw->status(requestOptions: $requestOptions)->parse();
    }

    /**
     * GET /ping
     *
     * @param array{timeout?: float|null, maxRetries?: int, extraHeaders?: array<string, string|null>, extraQueryParams?: array<string, mixed>, extraBodyParams?: array<string, mixed>, idempotencyKey?: string} $requestOptions
     * @return \Acme\Models\ClientPingResponse
     */
    public function ping(
        array $requestOptions = [],
    ): mixed {
        return $this->raw->ping(requestOptions: $requestOptions)->parse();
    }
}
