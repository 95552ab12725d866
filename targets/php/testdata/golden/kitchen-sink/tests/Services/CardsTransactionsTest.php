<?php

/**
 * Copyright Acme, Inc. Licensed under the Apache License 2.0.
 *
 * File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.
 */

declare(strict_types=1);

namespace Acme\Tests\Services;

use Acme\Tests\ApiTestCase;

final class CardsTransactionsTest extends ApiTestCase
{
    public function testListRequiredParams(): void
    {
        $result = $this->client->cards->transactions->list(cardID: 'string');
        self::assertInstanceOf(\Acme\Pagination\PageNumberPage::class, $result);
    }

    public function testListWithAllParams(): void
    {
        $result = $this->client->cards->transactions->list(cardID: 'string', page: 1, pageSize: 1);
        self::assertInstanceOf(\Acme\Pagination\PageNumberPage::class, $result);
    }

    public function testListRawResponse(): void
    {
        $raw = $this->client->cards->transactions->raw->list(cardID: 'string');
        self::assertGreaterThanOrEqual(200, $raw->statusCode());
        self::assertLessThan(300, $raw->statusCode());
        $result = $raw->parse();
        self::assertInstanceOf(\Acme\Pagination\PageNumberPage::class, $result);
    }

    public function testListAutoPaging(): void
    {
        $page = $this->client->cards->transactions->list(cardID: 'string');
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

    public function testListEmptyCardID(): void
    {
        $this->expectException(\InvalidArgumentException::class);
        $this->client->cards->transactions->list(cardID: '');
    }
}
