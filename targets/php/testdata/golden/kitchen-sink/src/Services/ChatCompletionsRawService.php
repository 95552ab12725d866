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
 * The raw responses of the chat completions endpoints: status, headers and body; parse() gives what the service returns.
 */
final class ChatCompletionsRawService
{
    public function __construct(private \Acme\Client $client)
    {
    }

    /**
     * POST /chat/completions
     *
     * @param list<\Acme\Models\CompletionCreateParamsMessages|array{role: string, content: string}> $messages
     * @param array{timeout?: float|null, maxRetries?: int, extraHeaders?: array<string, string|null>, extraQueryParams?: array<string, mixed>, extraBodyParams?: array<string, mixed>, idempotencyKey?: string} $requestOptions
     * @return \Acme\Core\RawResponse
     */
    public function create(
        array $messages,
        array $requestOptions = [],
    ): RawResponse {
        return $this->client->requestRaw([
            'method' => 'post',
            'path' => Util::path('/chat/completions', []),
            'body' => Util::compact(['messages' => $messages, 'stream' => false]),
            'objectBody' => true,
            'model' => \Acme\Models\Completion::class,
            'options' => $requestOptions,
        ]);
    }

    /**
     * POST /chat/completions
     *
     * @param list<\Acme\Models\CompletionCreateParamsMessages|array{role: string, content: string}> $messages
     * @param array{timeout?: float|null, maxRetries?: int, extraHeaders?: array<string, string|null>, extraQueryParams?: array<string, mixed>, extraBodyParams?: array<string, mixed>, idempotencyKey?: string} $requestOptions
     * @return \Acme\Core\RawResponse
     */
    public function createStream(
        array $messages,
        array $requestOptions = [],
    ): RawResponse {
        return $this->client->requestRaw([
            'method' => 'post',
            'path' => Util::path('/chat/completions', []),
            'body' => Util::compact(['messages' => $messages, 'stream' => true]),
            'objectBody' => true,
            'stream' => [['dataPrefix' => '[DONE]', 'handle' => 'done'], ['event' => 'error', 'handle' => 'error'], ['handle' => 'yield']],
            'event' => \Acme\Models\CompletionChunk::class,
            'options' => $requestOptions,
        ]);
    }

    /**
     * POST /chat/stream
     *
     * @param string $prompt
     * @param array{timeout?: float|null, maxRetries?: int, extraHeaders?: array<string, string|null>, extraQueryParams?: array<string, mixed>, extraBodyParams?: array<string, mixed>, idempotencyKey?: string} $requestOptions
     * @return \Acme\Core\RawResponse
     */
    public function stream(
        string $prompt,
        array $requestOptions = [],
    ): RawResponse {
        return $this->client->requestRaw([
            'method' => 'post',
            'path' => Util::path('/chat/stream', []),
            'body' => Util::compact(['prompt' => $prompt]),
            'objectBody' => true,
            'stream' => [['dataPrefix' => '[DONE]', 'handle' => 'done'], ['event' => 'error', 'handle' => 'error'], ['handle' => 'yield']],
            'event' => \Acme\Models\CompletionChunk::class,
            'options' => $requestOptions,
        ]);
    }
}
