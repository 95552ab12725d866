<?php

/**
 * Copyright Acme, Inc. Licensed under the Apache License 2.0.
 *
 * File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.
 */

declare(strict_types=1);

namespace Acme\Tests;

/**
 * The README's examples, run against the mock server.
 */
final class ReadmeTest extends ApiTestCase
{
    public function testReadmeDefaultModel(): void
    {
        $client = $this->client;
        ob_start();
        try {
            $response = $client->accounts->create(name: 'Ada Lovelace');
            var_dump($response);
        } finally {
            ob_end_clean();
        }
        $this->addToAssertionCount(1); // the example ran without raising
    }

    public function testReadmeHeadline(): void
    {
        $client = $this->client;
        ob_start();
        try {
            $response = $client->accounts->retrieve(accountID: '9b2f7c1e-0000-4000-8000-000000000000');
            var_dump($response);
        } finally {
            ob_end_clean();
        }
        $this->addToAssertionCount(1); // the example ran without raising
    }

    public function testReadmePagination(): void
    {
        $client = $this->client;
        $page = $client->accounts->list(limit: 10);
        self::assertInstanceOf(\Acme\Pagination\CursorPage::class, $page);
    }

    public function testReadmeStreaming(): void
    {
        self::markTestSkipped('the mock server cannot stream server-sent events');
    }

    public function testReadmeFileUploads(): void
    {
        $client = $this->client;
        ob_start();
        try {
            $response = $client->files->upload(file: \Acme\Core\FileParam::fromString('Example data', 'example.txt'), purpose: 'avatar');
            var_dump($response);
        } finally {
            ob_end_clean();
        }
        $this->addToAssertionCount(1); // the example ran without raising
    }
}
