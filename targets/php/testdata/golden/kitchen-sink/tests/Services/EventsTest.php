<?php

/**
 * Copyright Acme, Inc. Licensed under the Apache License 2.0.
 *
 * File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.
 */

declare(strict_types=1);

namespace Acme\Tests\Services;

use Acme\Tests\ApiTestCase;

final class EventsTest extends ApiTestCase
{
    public function testListRequiredParams(): void
    {
        $result = $this->client->events->list();
        self::assertInstanceOf(\Acme\Pagination\LinkPage::class, $result);
    }

    public function testListWithAllParams(): void
    {
        $result = $this->client->events->list(pageSize: 1);
        self::assertInstanceOf(\Acme\Pagination\LinkPage::class, $result);
    }

    public function testListRawResponse(): void
    {
        $raw = $this->client->events->raw->list();
        self::assertGreaterThanOrEqual(200, $raw->statusCode());
        self::assertLessThan(300, $raw->statusCode());
        $result = $raw->parse();
        self::assertInstanceOf(\Acme\Pagination\LinkPage::class, $result);
    }

    public function testListAutoPaging(): void
    {
        $page = $this->client->events->list();
        $items = [];
        $want = count($page->items());
        foreach ($want > 0 ? $page->pagingEachItem() : [] as $item) {
            $items[] = $item;
            if (count($items) >= $want) {
                break;
            }
        }
        self::assertSame($page->items(), $items);
    }

    public function testFeedRequiredParams(): void
    {
        $result = $this->client->events->feed();
        self::assertInstanceOf(\Acme\Pagination\NestedCursorPage::class, $result);
    }

    public function testFeedWithAllParams(): void
    {
        $result = $this->client->events->feed(cursor: 'string');
        self::assertInstanceOf(\Acme\Pagination\NestedCursorPage::class, $result);
    }

    public function testFeedRawResponse(): void
    {
        $raw = $this->client->events->raw->feed();
        self::assertGreaterThanOrEqual(200, $raw->statusCode());
        self::assertLessThan(300, $raw->statusCode());
        $result = $raw->parse();
        self::assertInstanceOf(\Acme\Pagination\NestedCursorPage::class, $result);
    }

    public function testFeedAutoPaging(): void
    {
        $page = $this->client->events->feed();
        $items = [];
        $want = count($page->items());
        foreach ($want > 0 ? $page->pagingEachItem() : [] as $item) {
            $items[] = $item;
            if (count($items) >= $want) {
                break;
            }
        }
        self::assertSame($page->items(), $items);
    }
}
