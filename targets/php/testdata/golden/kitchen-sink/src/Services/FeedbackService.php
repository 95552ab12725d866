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
 * The feedback endpoints.
 */
final class FeedbackService
{
    /** The same methods, returning the responses as they came. */
    public readonly FeedbackRawService $raw;

    public function __construct(\Acme\Client $client)
    {
        $this->raw = new FeedbackRawService($client);
    }

    /**
     * POST /forms/feedback
     *
     * @param string|null|Omit $message
     * @param int|null|Omit $rating
     * @param array{timeout?: float|null, maxRetries?: int, extraHeaders?: array<string, string|null>, extraQueryParams?: array<string, mixed>, extraBodyParams?: array<string, mixed>, idempotencyKey?: string} $requestOptions
     * @return mixed
     */
    public function send(
        string|Omit|null $message = Omit::Omitted,
        int|Omit|null $rating = Omit::Omitted,
        array $requestOptions = [],
    ): mixed {
        return $this->raw->send(message: $message, rating: $rating, requestOptions: $requestOptions)->parse();
    }
}
