<?php

/**
 * Copyright Acme, Inc. Licensed under the Apache License 2.0.
 *
 * File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.
 */

declare(strict_types=1);

namespace Acme\Tests\Services;

use Acme\Tests\ApiTestCase;

final class AccountsFriendsTest extends ApiTestCase
{
    public function testListRequiredParams(): void
    {
        $result = $this->client->accounts->friends->list(accountID: '9b2f7c1e-0000-4000-8000-000000000000');
        self::assertInstanceOf(\Acme\Pagination\CursorIDPage::class, $result);
    }

    public function testListWithAllParams(): void
    {
        $result = $this->client->accounts->friends->list(accountID: '9b2f7c1e-0000-4000-8000-000000000000', afterID: 'string', limit: 20);
        self::assertInstanceOf(\Acme\Pagination\CursorIDPage::class, $result);
    }

    public function testListRawResponse(): void
    {
        $raw = $this->client->accounts->friends->raw->list(accountID: '9b2f7c1e-0000-4000-8000-000000000000');
        self::assertGreaterThanOrEqual(200, $raw->statusCode());
        self::assertLessThan(300, $raw->statusCode());
        $result = $raw->parse();
        self::assertInstanceOf(\Acme\Pagination\CursorIDPage::class, $result);
    }

    public function testListAutoPaging(): void
    {
        $page = $this->client->accounts->friends->list(accountID: '9b2f7c1e-0000-4000-8000-000000000000');
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

    public function testListEmptyAccountID(): void
    {
        $this->expectException(\InvalidArgumentException::class);
        $this->client->accounts->friends->list(accountID: '');
    }
}
