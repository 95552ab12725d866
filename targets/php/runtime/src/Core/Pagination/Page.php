<?php

declare(strict_types=1);

namespace SdkgenRuntime\Core\Pagination;

use Psr\Http\Message\ResponseInterface;
use SdkgenRuntime\Core\BaseClient;
use SdkgenRuntime\Core\Conversion\BaseModel;
use SdkgenRuntime\Core\Conversion\Converter;
use SdkgenRuntime\Core\Util;

/**
 * One page of a list method's results. items() are this page's; hasNextPage() and getNextPage() move on;
 * pagingEachItem() goes through the items of this page and every later one. SCHEME (in each pagination class)
 * says how the next page is found: type cursor, cursor_id, cursor_url, offset, page_number or fake_page.
 *
 * @template TItem
 * @implements \IteratorAggregate<int, TItem>
 */
class Page implements \IteratorAggregate
{
    /** @var array<string, mixed> */
    protected const SCHEME = ['type' => 'fake_page'];

    /** @var list<TItem> */
    private array $items;

    /**
     * @param array<string, mixed> $request the request descriptor of this page
     * @param list<string> $itemsPath
     */
    public function __construct(
        private BaseClient $client,
        private array $request,
        private ResponseInterface $response,
        private mixed $data,
        private mixed $item,
        private array $itemsPath,
    ) {
        $raw = $itemsPath === [] ? $data : Util::dig($data, $itemsPath);
        $this->items = is_array($raw) && array_is_list($raw) ? array_map(fn ($v) => Converter::coerce($this->item, $v), $raw) : [];
    }

    /**
     * @return list<TItem>
     */
    public function items(): array
    {
        return $this->items;
    }

    /**
     * A property of the page's response body.
     */
    public function get(string $property): mixed
    {
        return is_array($this->data) ? ($this->data[$property] ?? null) : null;
    }

    public function getIterator(): \ArrayIterator
    {
        return new \ArrayIterator($this->items);
    }

    public function hasNextPage(): bool
    {
        return $this->nextRequest() !== null;
    }

    /**
     * The next page; throws when there is none.
     *
     * @return static
     */
    public function getNextPage(): static
    {
        $request = $this->nextRequest();
        if ($request === null) {
            throw new \OutOfBoundsException('there is no next page');
        }
        $page = $this->client->parse($request, $this->client->send($request));
        if (!$page instanceof static) {
            throw new \UnexpectedValueException('the next page is not a page');
        }
        return $page;
    }

    /**
     * Every item of this page and of the pages after it, fetched as needed.
     *
     * @return \Generator<int, TItem>
     */
    public function pagingEachItem(): \Generator
    {
        $page = $this;
        while (true) {
            yield from $page->items;
            if (!$page->hasNextPage()) {
                return;
            }
            $page = $page->getNextPage();
        }
    }

    /**
     * @return array<string, mixed>|null
     */
    private function nextRequest(): ?array
    {
        $scheme = static::SCHEME;
        if ($this->items === [] && empty($scheme['continueOnEmpty'])) {
            return null;
        }
        if (isset($scheme['hasNext']) && $this->field($scheme['hasNext']) === false) {
            return null;
        }
        return match ($scheme['type']) {
            'cursor' => $this->withParam($scheme['nextParam'] ?? null, $this->field($scheme['nextCursor'] ?? null)),
            'cursor_id' => $this->withParam($scheme['nextIdParam'] ?? null, $this->lastItemId($scheme['cursorItemId'] ?? [])),
            'cursor_url' => $this->urlRequest($this->field($scheme['cursorUrl'] ?? null)),
            'offset' => $this->offsetRequest($scheme),
            'page_number' => $this->pageNumberRequest($scheme),
            default => null,
        };
    }

    /**
     * A response field: a property path of the body, or a header (a Link header's rel="next" target).
     */
    private function field(mixed $path): mixed
    {
        if (is_array($path)) {
            return Util::dig($this->data, $path);
        }
        if (!is_string($path) || !$this->response->hasHeader($path)) {
            return null;
        }
        $value = $this->response->getHeaderLine($path);
        if (strcasecmp($path, 'link') !== 0) {
            return $value;
        }
        foreach (explode(',', $value) as $link) {
            $parts = array_map('trim', explode(';', $link));
            foreach (array_slice($parts, 1) as $param) {
                if (preg_match('/^rel="?next"?$/i', $param) === 1) {
                    return trim($parts[0], '<>');
                }
            }
        }
        return null;
    }

    /**
     * @param list<string> $path
     */
    private function lastItemId(array $path): mixed
    {
        $last = end($this->items);
        return Util::dig($last instanceof BaseModel ? $last->toArray() : $last, $path);
    }

    /**
     * @return array<string, mixed>|null
     */
    private function withParam(?string $name, mixed $value): ?array
    {
        if ($name === null || $value === null || $value === '') {
            return null;
        }
        $request = $this->request;
        $where = (static::SCHEME['location'] ?? 'query') === 'body' ? 'body' : 'query';
        $request[$where] = [...(is_array($request[$where] ?? null) ? $request[$where] : []), $name => $value];
        return $request;
    }

    private function current(?string $name): mixed
    {
        $where = (static::SCHEME['location'] ?? 'query') === 'body' ? 'body' : 'query';
        return $name !== null && is_array($this->request[$where] ?? null) ? ($this->request[$where][$name] ?? null) : null;
    }

    /**
     * @param array<string, mixed> $scheme
     * @return array<string, mixed>|null
     */
    private function offsetRequest(array $scheme): ?array
    {
        $start = $this->field($scheme['countStart'] ?? null) ?? $this->current($scheme['offsetParam'] ?? null) ?? 0;
        $following = (int) $start + count($this->items);
        $total = $this->field($scheme['totalCount'] ?? null);
        if (is_numeric($total) && $following >= (int) $total) {
            return null;
        }
        return $this->withParam($scheme['offsetParam'] ?? null, $following);
    }

    /**
     * @param array<string, mixed> $scheme
     * @return array<string, mixed>|null
     */
    private function pageNumberRequest(array $scheme): ?array
    {
        $page = $this->field($scheme['currentPage'] ?? null) ?? $this->current($scheme['pageParam'] ?? null) ?? 1;
        $total = $this->field($scheme['totalPages'] ?? null);
        if (is_numeric($total) && (int) $page >= (int) $total) {
            return null;
        }
        return $this->withParam($scheme['pageParam'] ?? null, (int) $page + 1);
    }

    /**
     * @return array<string, mixed>|null
     */
    private function urlRequest(mixed $url): ?array
    {
        if (!is_string($url) || $url === '') {
            return null;
        }
        return [...$this->request, 'path' => $url, 'query' => []];
    }
}
