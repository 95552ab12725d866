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
 * The events endpoints.
 */
final class EventsService
{
    /** The same methods, returning the responses as they came. */
    public readonly EventsRawService $raw;

    public function __construct(\Acme\Client $client)
    {
        $this->raw = new EventsRawService($client);
    }

    /**
     * GET /events
     *
     * @param int|null|Omit $pageSize
     * @param array{timeout?: float|null, maxRetries?: int, extraHeaders?: array<string, string|null>, extraQueryParams?: array<string, mixed>, extraBodyParams?: array<string, mixed>, idempotencyKey?: string} $requestOptions
     * @return \Acme\Pagination\LinkPage<\Acme\Models\Event>
     */
    public function list(
        int|Omit|null $pageSize = Omit::Omitted,
        array $requestOptions = [],
    ): \Acme\Pagination\LinkPage {
        return $this->raw->list(pageSize: $pageSize, requestOptions: $requestOptions)->parse();
    }

    /**
     * GET /events/feed
     *
     * @param string|null|Omit $cursor
     * @param array{timeout?: float|null, maxRetries?: int, extraHeaders?: array<string, string|null>, extraQueryParams?: array<string, mixed>, extraBodyParams?: array<string, mixed>, idempotencyKey?: string} $requestOptions
     * @return \Acme\Pagination\NestedCursorPage<\Acme\Models\Event>
     */
    public function feed(
        string|Omit|null $cursor = Omit::Omitted,
        array $requestOptions = [],
    ): \Acme\Pagination\NestedCursorPage {
        return $this->raw->feed(cursor: $cursor, requestOptions: $requestOptions)->parse();
    }
}
