<?php

declare(strict_types=1);

namespace SdkgenRuntime\Core\Concerns;

use Psr\Http\Message\MessageInterface;
use Psr\Http\Message\StreamInterface;
use SdkgenRuntime\Core\Http\Stream;

/**
 * The headers, protocol and body that PSR-7 requests and responses share. Header names keep their first
 * spelling and are looked up case-insensitively.
 */
trait MessageTrait
{
    /** @var array<string, list<string>> */
    private array $headers = [];
    /** @var array<string, string> lower-case name => the spelling kept */
    private array $headerNames = [];
    private string $protocol = '1.1';
    private ?StreamInterface $body = null;

    public function getProtocolVersion(): string
    {
        return $this->protocol;
    }

    /**
     * @param string $version
     */
    public function withProtocolVersion($version): MessageInterface
    {
        $copy = clone $this;
        $copy->protocol = (string) $version;
        return $copy;
    }

    /**
     * @return array<string, list<string>>
     */
    public function getHeaders(): array
    {
        return $this->headers;
    }

    /**
     * @param string $name
     */
    public function hasHeader($name): bool
    {
        return isset($this->headerNames[strtolower((string) $name)]);
    }

    /**
     * @param string $name
     * @return list<string>
     */
    public function getHeader($name): array
    {
        $key = $this->headerNames[strtolower((string) $name)] ?? null;
        return $key === null ? [] : $this->headers[$key];
    }

    /**
     * @param string $name
     */
    public function getHeaderLine($name): string
    {
        return implode(', ', $this->getHeader($name));
    }

    /**
     * @param string $name
     * @param string|list<string> $value
     */
    public function withHeader($name, $value): MessageInterface
    {
        $copy = $this->withoutHeader($name);
        $copy->headerNames[strtolower((string) $name)] = (string) $name;
        $copy->headers[(string) $name] = self::headerValues($value);
        return $copy;
    }

    /**
     * @param string $name
     * @param string|list<string> $value
     */
    public function withAddedHeader($name, $value): MessageInterface
    {
        if (!$this->hasHeader($name)) {
            return $this->withHeader($name, $value);
        }
        $copy = clone $this;
        $key = $copy->headerNames[strtolower((string) $name)];
        $copy->headers[$key] = [...$copy->headers[$key], ...self::headerValues($value)];
        return $copy;
    }

    /**
     * @param string $name
     */
    public function withoutHeader($name): MessageInterface
    {
        $copy = clone $this;
        $lower = strtolower((string) $name);
        if (isset($copy->headerNames[$lower])) {
            unset($copy->headers[$copy->headerNames[$lower]], $copy->headerNames[$lower]);
        }
        return $copy;
    }

    public function getBody(): StreamInterface
    {
        if ($this->body === null) {
            $this->body = Stream::fromString('');
        }
        return $this->body;
    }

    public function withBody(StreamInterface $body): MessageInterface
    {
        $copy = clone $this;
        $copy->body = $body;
        return $copy;
    }

    /**
     * @param mixed $value
     * @return list<string>
     */
    private static function headerValues($value): array
    {
        $values = is_array($value) ? $value : [$value];
        return array_values(array_map(static fn ($v): string => trim((string) $v), $values));
    }
}
