<?php

declare(strict_types=1);

namespace SdkgenRuntime\Core\Http;

use Psr\Http\Message\RequestFactoryInterface;
use Psr\Http\Message\RequestInterface;
use Psr\Http\Message\StreamFactoryInterface;
use Psr\Http\Message\StreamInterface;

/**
 * The PSR-17 factories used when the caller gives none.
 */
final class HttpFactory implements RequestFactoryInterface, StreamFactoryInterface
{
    /**
     * @param string $method
     * @param \Psr\Http\Message\UriInterface|string $uri
     */
    public function createRequest($method, $uri): RequestInterface
    {
        return new Request((string) $method, $uri);
    }

    /**
     * @param string $content
     */
    public function createStream($content = ''): StreamInterface
    {
        return Stream::fromString((string) $content);
    }

    /**
     * @param string $filename
     * @param string $mode
     */
    public function createStreamFromFile($filename, $mode = 'r'): StreamInterface
    {
        $resource = fopen((string) $filename, (string) $mode);
        if ($resource === false) {
            throw new \RuntimeException('cannot open ' . $filename);
        }
        return new Stream($resource);
    }

    /**
     * @param resource $resource
     */
    public function createStreamFromResource($resource): StreamInterface
    {
        return new Stream($resource);
    }
}
