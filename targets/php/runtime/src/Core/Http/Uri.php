<?php

declare(strict_types=1);

namespace SdkgenRuntime\Core\Http;

use Psr\Http\Message\UriInterface;

/**
 * A PSR-7 URI, parsed with parse_url.
 */
final class Uri implements UriInterface
{
    private string $scheme = '';
    private string $userInfo = '';
    private string $host = '';
    private ?int $port = null;
    private string $path = '';
    private string $query = '';
    private string $fragment = '';

    public function __construct(string $uri = '')
    {
        if ($uri === '') {
            return;
        }
        $parts = parse_url($uri);
        if ($parts === false) {
            throw new \InvalidArgumentException('not a URI: ' . $uri);
        }
        $this->scheme = strtolower($parts['scheme'] ?? '');
        $this->userInfo = ($parts['user'] ?? '') . (isset($parts['pass']) ? ':' . $parts['pass'] : '');
        $this->host = strtolower($parts['host'] ?? '');
        $this->port = $parts['port'] ?? null;
        $this->path = $parts['path'] ?? '';
        $this->query = $parts['query'] ?? '';
        $this->fragment = $parts['fragment'] ?? '';
    }

    public function getScheme(): string
    {
        return $this->scheme;
    }

    public function getAuthority(): string
    {
        if ($this->host === '') {
            return '';
        }
        $authority = ($this->userInfo !== '' ? $this->userInfo . '@' : '') . $this->host;
        return $this->port !== null ? $authority . ':' . $this->port : $authority;
    }

    public function getUserInfo(): string
    {
        return $this->userInfo;
    }

    public function getHost(): string
    {
        return $this->host;
    }

    public function getPort(): ?int
    {
        return $this->port;
    }

    public function getPath(): string
    {
        return $this->path;
    }

    public function getQuery(): string
    {
        return $this->query;
    }

    public function getFragment(): string
    {
        return $this->fragment;
    }

    /**
     * @param string $scheme
     */
    public function withScheme($scheme): UriInterface
    {
        $copy = clone $this;
        $copy->scheme = strtolower((string) $scheme);
        return $copy;
    }

    /**
     * @param string $user
     * @param string|null $password
     */
    public function withUserInfo($user, $password = null): UriInterface
    {
        $copy = clone $this;
        $copy->userInfo = (string) $user . ($password !== null && $password !== '' ? ':' . $password : '');
        return $copy;
    }

    /**
     * @param string $host
     */
    public function withHost($host): UriInterface
    {
        $copy = clone $this;
        $copy->host = strtolower((string) $host);
        return $copy;
    }

    /**
     * @param int|null $port
     */
    public function withPort($port): UriInterface
    {
        $copy = clone $this;
        $copy->port = $port === null ? null : (int) $port;
        return $copy;
    }

    /**
     * @param string $path
     */
    public function withPath($path): UriInterface
    {
        $copy = clone $this;
        $copy->path = (string) $path;
        return $copy;
    }

    /**
     * @param string $query
     */
    public function withQuery($query): UriInterface
    {
        $copy = clone $this;
        $copy->query = (string) $query;
        return $copy;
    }

    /**
     * @param string $fragment
     */
    public function withFragment($fragment): UriInterface
    {
        $copy = clone $this;
        $copy->fragment = (string) $fragment;
        return $copy;
    }

    public function __toString(): string
    {
        $uri = $this->scheme !== '' ? $this->scheme . ':' : '';
        $authority = $this->getAuthority();
        if ($authority !== '') {
            $uri .= '//' . $authority;
        }
        $path = $this->path;
        if ($authority !== '' && $path !== '' && $path[0] !== '/') {
            $path = '/' . $path;
        }
        $uri .= $path;
        if ($this->query !== '') {
            $uri .= '?' . $this->query;
        }
        return $this->fragment !== '' ? $uri . '#' . $this->fragment : $uri;
    }
}
