<?php

declare(strict_types=1);

namespace SdkgenRuntime\Core\Http;

use Psr\Http\Message\ResponseInterface;
use SdkgenRuntime\Core\Concerns\MessageTrait;

/**
 * A PSR-7 response, made by the default client and by tests.
 */
final class Response implements ResponseInterface
{
    use MessageTrait;

    private int $status;
    private string $reason;

    /**
     * @param array<string, string|list<string>> $headers
     */
    public function __construct(int $status = 200, array $headers = [], string $body = '', string $reason = '')
    {
        $this->status = $status;
        $this->reason = $reason;
        foreach ($headers as $name => $value) {
            $this->headerNames[strtolower((string) $name)] = (string) $name;
            $this->headers[(string) $name] = self::headerValues($value);
        }
        $this->body = Stream::fromString($body);
    }

    public function getStatusCode(): int
    {
        return $this->status;
    }

    /**
     * @param int $code
     * @param string $reasonPhrase
     */
    public function withStatus($code, $reasonPhrase = ''): ResponseInterface
    {
        $copy = clone $this;
        $copy->status = (int) $code;
        $copy->reason = (string) $reasonPhrase;
        return $copy;
    }

    public function getReasonPhrase(): string
    {
        return $this->reason;
    }
}
