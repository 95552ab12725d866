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
 * The raw responses of the tags endpoints: status, headers and body; parse() gives what the service returns.
 */
final class TagsRawService
{
    public function __construct(private \Acme\Client $client)
    {
    }

    /**
     * List tags
     *
     * @param array{timeout?: float|null, maxRetries?: int, extraHeaders?: array<string, string|null>, extraQueryParams?: array<string, mixed>, extraBodyParams?: array<string, mixed>, idempotencyKey?: string} $requestOptions
     * @return \Acme\Core\RawResponse
     */
    public function list(
        array $requestOptions = [],
    ): RawResponse {
        return $this->client->requestRaw([
            'method' => 'get',
            'path' => Util::path('/tags', []),
            'page' => \Acme\Pagination\TagList::class,
            'item' => \Acme\Models\Tag::class,
            'itemsPath' => [],
            'options' => $requestOptions,
        ]);
    }
}
