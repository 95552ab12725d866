<?php

/**
 * Copyright Acme, Inc. Licensed under the Apache License 2.0.
 *
 * File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.
 */

declare(strict_types=1);

namespace Acme\Tests\Services;

use Acme\Tests\ApiTestCase;

final class ReportsTest extends ApiTestCase
{
    public function testSearchRequiredParams(): void
    {
        $result = $this->client->reports->search();
        self::assertInstanceOf(\Acme\Pagination\BodyCursorPage::class, $result);
    }

    public function testSearchWithAllParams(): void
    {
        $result = $this->client->reports->search(cursor: 'string', pageSize: 1, query: 'string');
        self::assertInstanceOf(\Acme\Pagination\BodyCursorPage::class, $result);
    }

    public function testSearchRawResponse(): void
    {
        $raw = $this->client->reports->raw->search();
        self::assertGreaterThanOrEqual(200, $raw->statusCode());
        self::assertLessThan(300, $raw->statusCode());
        $result = $raw->parse();
        self::assertInstanceOf(\Acme\Pagination\BodyCursorPage::class, $result);
    }

    public function testSearchAutoPaging(): void
    {
        $page = $this->client->reports->search();
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
