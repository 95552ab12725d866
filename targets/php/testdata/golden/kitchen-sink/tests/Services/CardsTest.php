<?php

/**
 * Copyright Acme, Inc. Licensed under the Apache License 2.0.
 *
 * File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.
 */

declare(strict_types=1);

namespace Acme\Tests\Services;

use Acme\Tests\ApiTestCase;

final class CardsTest extends ApiTestCase
{
    public function testListRequiredParams(): void
    {
        $result = $this->client->cards->list();
        self::assertInstanceOf(\Acme\Pagination\OffsetPage::class, $result);
    }

    public function testListWithAllParams(): void
    {
        $result = $this->client->cards->list(offset: 1, limit: 20, sort: 'asc');
        self::assertInstanceOf(\Acme\Pagination\OffsetPage::class, $result);
    }

    public function testListRawResponse(): void
    {
        $raw = $this->client->cards->raw->list();
        self::assertGreaterThanOrEqual(200, $raw->statusCode());
        self::assertLessThan(300, $raw->statusCode());
        $result = $raw->parse();
        self::assertInstanceOf(\Acme\Pagination\OffsetPage::class, $result);
    }

    public function testListAutoPaging(): void
    {
        $page = $this->client->cards->list();
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
