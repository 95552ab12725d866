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
 * The raw responses of the feedback endpoints: status, headers and body; parse() gives what the service returns.
 */
final class FeedbackRawService
{
    public function __construct(private \Acme\Client $client)
    {
    }

    /**
     * POST /forms/feedback
     *
     * @param string|null|Omit $message
     * @param int|null|Omit $rating
     * @param array{timeout?: float|null, maxRetries?: int, extraHeaders?: array<string, string|null>, extraQueryParams?: array<string, mixed>, extraBodyParams?: array<string, mixed>, idempotencyKey?: string} $requestOptions
     * @return \Acme\Core\RawResponse
     */
    public function send(
        string|Omit|null $message = Omit::Omitted,
        int|Omit|null $rating = Omit::Omitted,
        array $requestOptions = [],
    ): RawResponse {
        return $this->client->requestRaw([
            'method' => 'post',
            'path' => Util::path('/forms/feedback', []),
            'body' => Util::compact(['message' => $message, 'rating' => $rating]) ?: null,
            'objectBody' => true,
            'encoding' => 'form',
            'options' => $requestOptions,
        ]);
    }
}
