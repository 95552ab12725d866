<?php

/**
 * File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.
 */

declare(strict_types=1);

namespace Acme\Tests\Services;

use Acme\Tests\ApiTestCase;

final class AccountsTest extends ApiTestCase
{
    public function testListRequiredParams(): void
    {
        $result = $this->client->accounts->list();
        self::assertInstanceOf(\Acme\Pagination\CursorPage::class, $result);
    }

    public function testListWithAllParams(): void
    {
        $result = $this->client->accounts->list(cursor: 'string', limit: 20);
        self::assertInstanceOf(\Acme\Pagination\CursorPage::class, $result);
    }

    public function testListRawResponse(): void
    {
        $raw = $this->client->accounts->raw->list();
        self::assertGreaterThanOrEqual(200, $raw->statusCode());
        self::assertLessThan(300, $raw->statusCode());
        $result = $raw->parse();
        self::assertInstanceOf(\Acme\Pagination\CursorPage::class, $result);
    }

    public function testListAutoPaging(): void
    {
        $page = $this->client->accounts->list();
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

    public function testCreateRequiredParams(): void
    {
        $result = $this->client->accounts->create(name: 'Ada Lovelace');
        self::assertInstanceOf(\Acme\Models\Account::class, $result);
    }

    public function testCreateWithAllParams(): void
    {
        $result = $this->client->accounts->create(name: 'Ada Lovelace', email: 'dev@example.com');
        self::assertInstanceOf(\Acme\Models\Account::class, $result);
    }

    public function testCreateRawResponse(): void
    {
        $raw = $this->client->accounts->raw->create(name: 'Ada Lovelace');
        self::assertGreaterThanOrEqual(200, $raw->statusCode());
        self::assertLessThan(300, $raw->statusCode());
        $result = $raw->parse();
        self::assertInstanceOf(\Acme\Models\Account::class, $result);
    }

    public function testRetrieveRequiredParams(): void
    {
        $result = $this->client->accounts->retrieve(accountID: 'acc_123');
        self::assertInstanceOf(\Acme\Models\Account::class, $result);
    }

    public function testRetrieveWithAllParams(): void
    {
        $result = $this->client->accounts->retrieve(accountID: 'acc_123');
        self::assertInstanceOf(\Acme\Models\Account::class, $result);
    }

    public function testRetrieveRawResponse(): void
    {
        $raw = $this->client->accounts->raw->retrieve(accountID: 'acc_123');
        self::assertGreaterThanOrEqual(200, $raw->statusCode());
        self::assertLessThan(300, $raw->statusCode());
        $result = $raw->parse();
        self::assertInstanceOf(\Acme\Models\Account::class, $result);
    }

    public function testRetrieveEmptyAccountID(): void
    {
        $this->expectException(\InvalidArgumentException::class);
        $this->client->accounts->retrieve(accountID: '');
    }

    public function testDeleteRequiredParams(): void
    {
        $result = $this->client->accounts->delete(accountID: 'acc_123');
        $this->addToAssertionCount(1); // the call returned without raising
    }

    public function testDeleteWithAllParams(): void
    {
        $result = $this->client->accounts->delete(accountID: 'acc_123');
        $this->addToAssertionCount(1); // the call returned without raising
    }

    public function testDeleteRawResponse(): void
    {
        $raw = $this->client->accounts->raw->delete(accountID: 'acc_123');
        self::assertGreaterThanOrEqual(200, $raw->statusCode());
        self::assertLessThan(300, $raw->statusCode());
        $result = $raw->parse();
        $this->addToAssertionCount(1); // the call returned without raising
    }

    public function testDeleteEmptyAccountID(): void
    {
        $this->expectException(\InvalidArgumentException::class);
        $this->client->accounts->delete(accountID: '');
    }
}
