<?php

declare(strict_types=1);

namespace SdkgenRuntime\Core\Http;

use Psr\Http\Message\RequestInterface;
use Psr\Http\Message\UriInterface;
use SdkgenRuntime\Core\Concerns\MessageTrait;

/**
 * A PSR-7 request, used when no PSR-17 request factory is given.
 */
final class Request implements RequestInterface
{
    use MessageTrait;

    private string $method;
    private UriInterface $uri;
    private ?string $target = null;

    public function __construct(string $method, UriInterface|string $uri)
    {
        $this->method = $method;
        $this->uri = is_string($uri) ? new Uri($uri) : $uri;
    }

    public function getRequestTarget(): string
    {
        if ($this->target !== null) {
            return $this->target;
        }
        $target = $this->uri->getPath() === '' ? '/' : $this->uri->getPath();
        return $this->uri->getQuery() === '' ? $target : $target . '?' . $this->uri->getQuery();
    }

    /**
     * @param string $requestTarget
     */
    public function withRequestTarget($requestTarget): RequestInterface
    {
        $copy = clone $this;
        $copy->target = (string) $requestTarget;
        return $copy;
    }

    public function getMethod(): string
    {
        return $this->method;
    }

    /**
     * @param string $method
     */
    public function withMethod($method): RequestInterface
    {
        $copy = clone $this;
        $copy->method = (string) $method;
        return $copy;
    }

    public function getUri(): UriInterface
    {
        return $this->uri;
    }

    /**
     * @param bool $preserveHost
     */
    public function withUri(UriInterface $uri, $preserveHost = false): RequestInterface
    {
        $copy = clone $this;
        $copy->uri = $uri;
        return $copy;
    }
}
