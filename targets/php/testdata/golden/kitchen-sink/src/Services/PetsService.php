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
 * The pets endpoints.
 */
final class PetsService
{
    /** The same methods, returning the responses as they came. */
    public readonly PetsRawService $raw;

    public function __construct(\Acme\Client $client)
    {
        $this->raw = new PetsRawService($client);
    }

    /**
     * GET /pets/{pet_id}
     *
     * @param int $petID
     * @param array{timeout?: float|null, maxRetries?: int, extraHeaders?: array<string, string|null>, extraQueryParams?: array<string, mixed>, extraBodyParams?: array<string, mixed>, idempotencyKey?: string} $requestOptions
     * @return \Acme\Models\Dog|\Acme\Models\Cat
     */
    public function retrieve(
        int $petID,
        array $requestOptions = [],
    ): mixed {
        return $this->raw->retrieve(petID: $petID, requestOptions: $requestOptions)->parse();
    }
}
