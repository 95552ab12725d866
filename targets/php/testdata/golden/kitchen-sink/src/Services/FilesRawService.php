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
 * The raw responses of the files endpoints: status, headers and body; parse() gives what the service returns.
 */
final class FilesRawService
{
    public function __construct(private \Acme\Client $client)
    {
    }

    /**
     * POST /files
     *
     * @param resource|string|\Acme\Core\FileParam $file
     * @param string $purpose
     * @param list<string>|null|Omit $labels
     * @param array{timeout?: float|null, maxRetries?: int, extraHeaders?: array<string, string|null>, extraQueryParams?: array<string, mixed>, extraBodyParams?: array<string, mixed>, idempotencyKey?: string} $requestOptions
     * @return \Acme\Core\RawResponse
     */
    public function upload(
        mixed $file,
        string $purpose,
        array|Omit|null $labels = Omit::Omitted,
        array $requestOptions = [],
    ): RawResponse {
        return $this->client->requestRaw([
            'method' => 'post',
            'path' => Util::path('/files', []),
            'body' => Util::compact(['file' => $file, 'purpose' => $purpose, 'labels' => $labels]),
            'objectBody' => true,
            'encoding' => 'multipart',
            'model' => \Acme\Models\File::class,
            'options' => $requestOptions,
        ]);
    }

    /**
     * GET /files/{file_id}/content
     *
     * @param string $fileID
     * @param array{timeout?: float|null, maxRetries?: int, extraHeaders?: array<string, string|null>, extraQueryParams?: array<string, mixed>, extraBodyParams?: array<string, mixed>, idempotencyKey?: string} $requestOptions
     * @return \Acme\Core\RawResponse
     */
    public function content(
        string $fileID,
        array $requestOptions = [],
    ): RawResponse {
        return $this->client->requestRaw([
            'method' => 'get',
            'path' => Util::path('/files/{file_id}/content', ['file_id' => $fileID]),
            'binary' => true,
            'options' => $requestOptions,
        ]);
    }
}
