<?php

declare(strict_types=1);

namespace SdkgenRuntime\Tests\Core;

use PHPUnit\Framework\TestCase;
use SdkgenRuntime\Core\Http\Response;
use SdkgenRuntime\Core\Pagination\Page;

final class CursorPage extends Page
{
    protected const SCHEME = ['type' => 'cursor', 'location' => 'query', 'nextParam' => 'after', 'nextCursor' => ['next']];
}

final class CursorIdPage extends Page
{
    protected const SCHEME = ['type' => 'cursor_id', 'location' => 'query', 'nextIdParam' => 'after_id', 'cursorItemId' => ['id'], 'hasNext' => ['has_more']];
}

final class UrlPage extends Page
{
    protected const SCHEME = ['type' => 'cursor_url', 'location' => 'query', 'cursorUrl' => 'link'];
}

final class OffsetPage extends Page
{
    protected const SCHEME = ['type' => 'offset', 'location' => 'body', 'offsetParam' => 'offset', 'totalCount' => ['total']];
}

final class NumberPage extends Page
{
    protected const SCHEME = ['type' => 'page_number', 'location' => 'query', 'pageParam' => 'page', 'totalPages' => ['pages']];
}

final class PaginationTest extends TestCase
{
    /**
     * @param list<Response> $answers
     * @param class-string<Page<mixed>> $page
     * @return array{0: list<mixed>, 1: FakeHttpClient}
     */
    private function all(array $answers, string $page, string $method = 'get'): array
    {
        $http = new FakeHttpClient($answers);
        $client = FakeHttpClient::client($http);
        $request = ['method' => $method, 'path' => 'items', 'query' => [], 'page' => $page, 'item' => 'mixed', 'itemsPath' => ['data']];
        $first = $client->parse($request, $client->send($request));
        self::assertInstanceOf($page, $first);
        return [iterator_to_array($first->pagingEachItem(), false), $http];
    }

    private static function json(mixed $body, array $headers = []): Response
    {
        return new Response(200, $headers + ['content-type' => 'application/json'], (string) json_encode($body));
    }

    public function testCursor(): void
    {
        [$items, $http] = $this->all([self::json(['data' => [1, 2], 'next' => 'c2']), self::json(['data' => [3], 'next' => null])], CursorPage::class);
        self::assertSame([1, 2, 3], $items);
        self::assertSame('after=c2', $http->sent[1]->getUri()->getQuery());
    }

    public function testCursorIdStopsOnHasMoreFalse(): void
    {
        [$items, $http] = $this->all([self::json(['data' => [['id' => 'a'], ['id' => 'b']], 'has_more' => true]), self::json(['data' => [['id' => 'c']], 'has_more' => false])], CursorIdPage::class);
        self::assertCount(3, $items);
        self::assertSame('after_id=b', $http->sent[1]->getUri()->getQuery());
    }

    public function testCursorUrlFromLinkHeader(): void
    {
        [$items, $http] = $this->all([self::json(['data' => [1]], ['link' => '<http://api.test/v1/items?p=2>; rel="next"']), self::json(['data' => [2]])], UrlPage::class);
        self::assertSame([1, 2], $items);
        self::assertSame('http://api.test/v1/items?p=2', (string) $http->sent[1]->getUri());
    }

    public function testOffsetInTheBody(): void
    {
        [$items, $http] = $this->all([self::json(['data' => [1, 2], 'total' => 3]), self::json(['data' => [3], 'total' => 3])], OffsetPage::class, 'post');
        self::assertSame([1, 2, 3], $items);
        self::assertSame('{"offset":2}', (string) $http->sent[1]->getBody());
    }

    public function testPageNumber(): void
    {
        [$items, $http] = $this->all([self::json(['data' => [1], 'pages' => 2]), self::json(['data' => [2], 'pages' => 2])], NumberPage::class);
        self::assertSame([1, 2], $items);
        self::assertSame('page=2', $http->sent[1]->getUri()->getQuery());
    }

    public function testFakePageHasOnePage(): void
    {
        [$items, $http] = $this->all([self::json(['data' => [1, 2]])], Page::class);
        self::assertSame([1, 2], $items);
        self::assertCount(1, $http->sent);
    }
}
