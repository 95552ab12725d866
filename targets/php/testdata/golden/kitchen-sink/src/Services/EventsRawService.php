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
 * The raw responses of the events endpoints: status, headers and body; parse() gives what the service returns.
 */
final class EventsRawService
{
    public function __construct(private \Acme\Client $client)
    {
    }

    /**
     * GET /events
     *
     * @param int|null|Omit $pageSize
     * @param array{timeout?: float|null, maxRetries?: int, extraHeaders?: array<string, string|null>, extraQueryParams?: array<string, mixed>, extraBodyParams?: array<string, mixed>, idempotencyKey?: string} $requestOptions
     * @return \Acme\Core\RawResponse
     */
    public function list(
        int|Omit|null $pageSize = Omit::Omitted,
        array $requestOptions = [],
    ): RawResponse {
        return $this->client->requestRaw([
            'method' => 'get',
            'path' => Util::path('/events', []),
            'query' => Util::compact(['page_size' => $pageSize]),
            'page' => \Acme\Pagination\LinkPage::class,
            'item' => \Acme\Models\Event::class,
            'itemsPath' => ['events'],
            'options' => $requestOptions,
        ]);
    }

    /**
     * GET /events/feed
     *
     * @param string|null|Omit $cursor
     * @param array{timeout?: float|null, maxRetries?: int, extraHeaders?: array<string, string|null>, extraQueryParams?: array<string, mixed>, extraBodyParams?: array<string, mixed>, idempotencyKey?: string} $requestOptions
     * @return \Acme\Core\RawResponse
     */
    public function feed(
        string|Omit|null $cursor = Omit::Omitted,
        array $requestOptions = [],
    ): RawResponse {
        return $this->client->requestRaw([
            'method' => 'get',
            'path' => Util::path('/events/feed', []),
            'query' => Util::compact(['cursor' => $cursor]),
            'page' => \Acme\Pagination\NestedCursorPage::class,
            'item' => \Acme\Models\Event::class,
            'itemsPath' => ['result', 'entries'],
            'options' => $requestOptions,
        ]);
    }
}
