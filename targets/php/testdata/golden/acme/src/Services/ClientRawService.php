<?php

/**
 * File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.
 */

declare(strict_types=1);

namespace Acme\Services;

use Acme\Core\Omit;
use Acme\Core\RawResponse;
use Acme\Core\Util;

/**
 * The raw responses of the client's own endpoints: status, headers and body; parse() gives what the service returns.
 */
final class ClientRawService
{
    public function __construct(private \Acme\Client $client)
    {
    }

    /**
     * Check that the API is up
     *
     * @param array{timeout?: float|null, maxRetries?: int, extraHeaders?: array<string, string|null>, extraQueryParams?: array<string, mixed>, extraBodyParams?: array<string, mixed>, idempotencyKey?: string} $requestOptions
     * @return \Acme\Core\RawResponse
     */
    public function status(
        array $requestOptions = [],
    ): RawResponse {
        return $this->client->requestRaw([
            'method' => 'get',
            'path' => Util::path('/status', []),
            'model' => \Acme\Models\ClientStatusResponse::class,
            'security' => [],
            'options' => $requestOptions,
        ]);
    }
}
