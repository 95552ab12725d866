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
 * The tags endpoints.
 */
final class TagsService
{
    /** The same methods, returning the responses as they came. */
    public readonly TagsRawService $raw;

    public function __construct(\Acme\Client $client)
    {
        $this->raw = new TagsRawService($client);
    }

    /**
     * List tags
     *
     * @param array{timeout?: float|null, maxRetries?: int, extraHeaders?: array<string, string|null>, extraQueryParams?: array<string, mixed>, extraBodyParams?: array<string, mixed>, idempotencyKey?: string} $requestOptions
     * @return \Acme\Pagination\TagList<\Acme\Models\Tag>
     */
    public function list(
        array $requestOptions = [],
    ): \Acme\Pagination\TagList {
        return $this->raw->list(requestOptions: $requestOptions)->parse();
    }
}
