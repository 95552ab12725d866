<?php

/**
 * Copyright Acme, Inc. Licensed under the Apache License 2.0.
 *
 * File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.
 */

declare(strict_types=1);

namespace Acme\Tests\Services;

use Acme\Tests\ApiTestCase;

final class TagsTest extends ApiTestCase
{
    public function testListRequiredParams(): void
    {
        $result = $this->client->tags->list();
        self::assertInstanceOf(\Acme\Pagination\TagList::class, $result);
    }

    public function testListWithAllParams(): void
    {
        $result = $this->client->tags->list();
        self::assertInstanceOf(\Acme\Pagination\TagList::class, $result);
    }

    public function testListRawResponse(): void
    {
        $raw = $this->client->tags->raw->list();
        self::assertGreaterThanOrEqual(200, $raw->statusCode());
        self::assertLessThan(300, $raw->statusCode());
        $result = $raw->parse();
        self::assertInstanceOf(\Acme\Pagination\TagList::class, $result);
    }

    public function testListAutoPaging(): void
    {
        $page = $this->client->tags->list();
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
