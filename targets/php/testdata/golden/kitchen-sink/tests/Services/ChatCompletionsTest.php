<?php

/**
 * Copyright Acme, Inc. Licensed under the Apache License 2.0.
 *
 * File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.
 */

declare(strict_types=1);

namespace Acme\Tests\Services;

use Acme\Tests\ApiTestCase;

final class ChatCompletionsTest extends ApiTestCase
{
    public function testCreateRequiredParams(): void
    {
        $result = $this->client->chat->completions->create(messages: [['role' => 'system', 'content' => 'string']]);
        self::assertInstanceOf(\Acme\Models\Completion::class, $result);
    }

    public function testCreateWithAllParams(): void
    {
        $result = $this->client->chat->completions->create(messages: [['role' => 'system', 'content' => 'string']]);
        self::assertInstanceOf(\Acme\Models\Completion::class, $result);
    }

    public function testCreateRawResponse(): void
    {
        $raw = $this->client->chat->completions->raw->create(messages: [['role' => 'system', 'content' => 'string']]);
        self::assertGreaterThanOrEqual(200, $raw->statusCode());
        self::assertLessThan(300, $raw->statusCode());
        $result = $raw->parse();
        self::assertInstanceOf(\Acme\Models\Completion::class, $result);
    }

    public function testStreamRequiredParams(): void
    {
        self::markTestSkipped('the mock server cannot stream server-sent events');
    }

    public function testStreamWithAllParams(): void
    {
        self::markTestSkipped('the mock server cannot stream server-sent events');
    }

    public function testStreamRawResponse(): void
    {
        self::markTestSkipped('the mock server cannot stream server-sent events');
    }
}
