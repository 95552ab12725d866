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
 * The chat completions endpoints.
 */
final class ChatCompletionsService
{
    /** The same methods, returning the responses as they came. */
    public readonly ChatCompletionsRawService $raw;

    public function __construct(\Acme\Client $client)
    {
        $this->raw = new ChatCompletionsRawService($client);
    }

    /**
     * POST /chat/completions
     *
     * @param list<\Acme\Models\CompletionCreateParamsMessages|array{role: string, content: string}> $messages
     * @param array{timeout?: float|null, maxRetries?: int, extraHeaders?: array<string, string|null>, extraQueryParams?: array<string, mixed>, extraBodyParams?: array<string, mixed>, idempotencyKey?: string} $requestOptions
     * @return \Acme\Models\Completion
     */
    public function create(
        array $messages,
        array $requestOptions = [],
    ): mixed {
        return $this->raw->create(messages: $messages, requestOptions: $requestOptions)->parse();
    }

    /**
     * POST /chat/completions
     *
     * @param list<\Acme\Models\CompletionCreateParamsMessages|array{role: string, content: string}> $messages
     * @param array{timeout?: float|null, maxRetries?: int, extraHeaders?: array<string, string|null>, extraQueryParams?: array<string, mixed>, extraBodyParams?: array<string, mixed>, idempotencyKey?: string} $requestOptions
     * @return \Acme\Core\Streaming\SSEStream<\Acme\Models\CompletionChunk>
     */
    public function createStream(
        array $messages,
        array $requestOptions = [],
    ): \Acme\Core\Streaming\SSEStream {
        return $this->raw->createStream(messages: $messages, requestOptions: $requestOptions)->parse();
    }

    /**
     * POST /chat/stream
     *
     * @param string $prompt
     * @param array{timeout?: float|null, maxRetries?: int, extraHeaders?: array<string, string|null>, extraQueryParams?: array<string, mixed>, extraBodyParams?: array<string, mixed>, idempotencyKey?: string} $requestOptions
     * @return \Acme\Core\Streaming\SSEStream<\Acme\Models\CompletionChunk>
     */
    public function stream(
        string $prompt,
        array $requestOptions = [],
    ): \Acme\Core\Streaming\SSEStream {
        return $this->raw->stream(prompt: $prompt, requestOptions: $requestOptions)->parse();
    }
}
