<?php

/**
 * Copyright Acme, Inc. Licensed under the Apache License 2.0.
 *
 * File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.
 */

declare(strict_types=1);

namespace Acme\Tests\Services;

use Acme\Tests\ApiTestCase;

final class FilesTest extends ApiTestCase
{
    public function testUploadRequiredParams(): void
    {
        $result = $this->client->files->upload(file: \Acme\Core\FileParam::fromString('Example data', 'example.txt'), purpose: 'avatar');
        self::assertInstanceOf(\Acme\Models\File::class, $result);
    }

    public function testUploadWithAllParams(): void
    {
        $result = $this->client->files->upload(file: \Acme\Core\FileParam::fromString('Example data', 'example.txt'), purpose: 'avatar', labels: ['string']);
        self::assertInstanceOf(\Acme\Models\File::class, $result);
    }

    public function testUploadRawResponse(): void
    {
        $raw = $this->client->files->raw->upload(file: \Acme\Core\FileParam::fromString('Example data', 'example.txt'), purpose: 'avatar');
        self::assertGreaterThanOrEqual(200, $raw->statusCode());
        self::assertLessThan(300, $raw->statusCode());
        $result = $raw->parse();
        self::assertInstanceOf(\Acme\Models\File::class, $result);
    }

    public function testContentRequiredParams(): void
    {
        self::markTestSkipped('Prism cannot mock binary downloads.');
    }

    public function testContentWithAllParams(): void
    {
        self::markTestSkipped('Prism cannot mock binary downloads.');
    }

    public function testContentRawResponse(): void
    {
        self::markTestSkipped('Prism cannot mock binary downloads.');
    }

    public function testContentEmptyFileID(): void
    {
        $this->expectException(\InvalidArgumentException::class);
        $this->client->files->content(fileID: '');
    }
}
