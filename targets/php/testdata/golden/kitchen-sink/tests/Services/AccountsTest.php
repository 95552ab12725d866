<?php

/**
 * Copyright Acme, Inc. Licensed under the Apache License 2.0.
 *
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
        $result = $this->client->accounts->list(cursor: 'string', limit: 20, status: 'active', xTraceID: '182bd5e5-6e1a-4fe4-a799-aa6d9a6ab26e');
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
        $result = $this->client->accounts->create(name: 'string');
        self::assertInstanceOf(\Acme\Models\Account::class, $result);
    }

    public function testCreateWithAllParams(): void
    {
        $result = $this->client->accounts->create(name: 'string', password: 'string', address: ['line1' => 'string', 'city' => 'string', 'country' => 'AA'], kind: 'personal');
        self::assertInstanceOf(\Acme\Models\Account::class, $result);
    }

    public function testCreateRawResponse(): void
    {
        $raw = $this->client->accounts->raw->create(name: 'string');
        self::assertGreaterThanOrEqual(200, $raw->statusCode());
        self::assertLessThan(300, $raw->statusCode());
        $result = $raw->parse();
        self::assertInstanceOf(\Acme\Models\Account::class, $result);
    }

    public function testRetrieveRequiredParams(): void
    {
        $result = $this->client->accounts->retrieve(accountID: '9b2f7c1e-0000-4000-8000-000000000000');
        $this->addToAssertionCount(1); // the call returned without raising
    }

    public function testRetrieveWithAllParams(): void
    {
        $result = $this->client->accounts->retrieve(accountID: '9b2f7c1e-0000-4000-8000-000000000000');
        $this->addToAssertionCount(1); // the call returned without raising
    }

    public function testRetrieveRawResponse(): void
    {
        $raw = $this->client->accounts->raw->retrieve(accountID: '9b2f7c1e-0000-4000-8000-000000000000');
        self::assertGreaterThanOrEqual(200, $raw->statusCode());
        self::assertLessThan(300, $raw->statusCode());
        $result = $raw->parse();
        $this->addToAssertionCount(1); // the call returned without raising
    }

    public function testRetrieveEmptyAccountID(): void
    {
        $this->expectException(\InvalidArgumentException::class);
        $this->client->accounts->retrieve(accountID: '');
    }

    public function testUpdateRequiredParams(): void
    {
        $result = $this->client->accounts->update(accountID: '9b2f7c1e-0000-4000-8000-000000000000');
        self::assertInstanceOf(\Acme\Models\Account::class, $result);
    }

    public function testUpdateWithAllParams(): void
    {
        $result = $this->client->accounts->update(accountID: '9b2f7c1e-0000-4000-8000-000000000000', name: 'string', nickname: 'string', metadata: ['foo' => 'string']);
        self::assertInstanceOf(\Acme\Models\Account::class, $result);
    }

    public function testUpdateRawResponse(): void
    {
        $raw = $this->client->accounts->raw->update(accountID: '9b2f7c1e-0000-4000-8000-000000000000');
        self::assertGreaterThanOrEqual(200, $raw->statusCode());
        self::assertLessThan(300, $raw->statusCode());
        $result = $raw->parse();
        self::assertInstanceOf(\Acme\Models\Account::class, $result);
    }

    public function testUpdateEmptyAccountID(): void
    {
        $this->expectException(\InvalidArgumentException::class);
        $this->client->accounts->update(accountID: '');
    }

    public function testDeleteRequiredParams(): void
    {
        $result = $this->client->accounts->delete(accountID: '9b2f7c1e-0000-4000-8000-000000000000');
        $this->addToAssertionCount(1); // the call returned without raising
    }

    public function testDeleteWithAllParams(): void
    {
        $result = $this->client->accounts->delete(accountID: '9b2f7c1e-0000-4000-8000-000000000000');
        $this->addToAssertionCount(1); // the call returned without raising
    }

    public function testDeleteRawResponse(): void
    {
        $raw = $this->client->accounts->raw->delete(accountID: '9b2f7c1e-0000-4000-8000-000000000000');
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

    public function testMeRequiredParams(): void
    {
        $result = $this->client->accounts->me();
        $this->addToAssertionCount(1); // the call returned without raising
    }

    public function testMeWithAllParams(): void
    {
        $result = $this->client->accounts->me();
        $this->addToAssertionCount(1); // the call returned without raising
    }

    public function testMeRawResponse(): void
    {
        $raw = $this->client->accounts->raw->me();
        self::assertGreaterThanOrEqual(200, $raw->statusCode());
        self::assertLessThan(300, $raw->statusCode());
        $result = $raw->parse();
        $this->addToAssertionCount(1); // the call returned without raising
    }

    public function testLinkRequiredParams(): void
    {
        $result = $this->client->accounts->link(accountID: '9b2f7c1e-0000-4000-8000-000000000000', accountIDs: ['182bd5e5-6e1a-4fe4-a799-aa6d9a6ab26e']);
        $this->addToAssertionCount(1); // the call returned without raising
    }

    public function testLinkWithAllParams(): void
    {
        $result = $this->client->accounts->link(accountID: '9b2f7c1e-0000-4000-8000-000000000000', accountIDs: ['182bd5e5-6e1a-4fe4-a799-aa6d9a6ab26e']);
        $this->addToAssertionCount(1); // the call returned without raising
    }

    public function testLinkRawResponse(): void
    {
        $raw = $this->client->accounts->raw->link(accountID: '9b2f7c1e-0000-4000-8000-000000000000', accountIDs: ['182bd5e5-6e1a-4fe4-a799-aa6d9a6ab26e']);
        self::assertGreaterThanOrEqual(200, $raw->statusCode());
        self::assertLessThan(300, $raw->statusCode());
        $result = $raw->parse();
        $this->addToAssertionCount(1); // the call returned without raising
    }

    public function testLinkEmptyAccountID(): void
    {
        $this->expectException(\InvalidArgumentException::class);
        $this->client->accounts->link(accountID: '', accountIDs: ['182bd5e5-6e1a-4fe4-a799-aa6d9a6ab26e']);
    }
}
