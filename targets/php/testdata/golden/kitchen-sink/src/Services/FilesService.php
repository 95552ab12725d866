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
 * The files endpoints.
 */
final class FilesService
{
    /** The same methods, returning the responses as they came. */
    public readonly FilesRawService $raw;

    public function __construct(\Acme\Client $client)
    {
        $this->raw = new FilesRawService($client);
    }

    /**
     * POST /files
     *
     * @param resource|string|\Acme\Core\FileParam $file
     * @param string $purpose
     * @param list<string>|null|Omit $labels
     * @param array{timeout?: float|null, maxRetries?: int, extraHeaders?: array<string, string|null>, extraQueryParams?: array<string, mixed>, extraBodyParams?: array<string, mixed>, idempotencyKey?: string} $requestOptions
     * @return \Acme\Models\File
     */
    public function upload(
        mixed $file,
        string $purpose,
        array|Omit|null $labels = Omit::Omitted,
        array $requestOptions = [],
    ): mixed {
        return $this->raw->upload(file: $file, purpose: $purpose, labels: $labels, requestOptions: $requestOptions)->parse();
    }

    /**
     * GET /files/{file_id}/content
     *
     * @param string $fileID
     * @param array{timeout?: float|null, maxRetries?: int, extraHeaders?: array<string, string|null>, extraQueryParams?: array<string, mixed>, extraBodyParams?: array<string, mixed>, idempotencyKey?: string} $requestOptions
     * @return string
     */
    public function content(
        string $fileID,
        array $requestOptions = [],
    ): string {
        return $this->raw->content(fileID: $fileID, requestOptions: $requestOptions)->parse();
    }
}
