<?php

/**
 * File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.
 */

declare(strict_types=1);

namespace Acme\Tests\Services;

use Acme\Tests\ApiTestCase;

final class AccountsCardsTest extends ApiTestCase
{
    public function testListRequiredParams(): void
    {
        $result = $this->client->accounts->cards->list(accountID: 'acc_123');
        self::assertInstanceOf(\Acme\Pagination\CursorPage::class, $result);
    }

    public function testListWithAllParams(): void
    {
        $result = $this->client->accounts->cards->list(accountID: 'acc_123', cursor: 'string');
        self::assertInstanceOf(\Acme\Pagination\CursorPage::class, $result);
    }

    public function testListRawResponse(): void
    {
        $raw = $this->client->accounts->cards->raw->list(accountID: 'acc_123');
        self::assertGreaterThanOrEqual(200, $raw->statusCode());
        self::assertLessThan(300, $raw->statusCode());
        $result = $raw->parse();
        self::assertInstanceOf(\Acme\Pagination\CursorPage::class, $result);
    }

    public function testListAutoPaging(): void
    {
        $page = $this->client->accounts->cards->list(accountID: 'acc_123');
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
        $this->client->accounts->cards->list(accountID: '');
    }
}
