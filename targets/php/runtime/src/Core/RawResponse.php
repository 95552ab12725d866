<?php

declare(strict_types=1);

namespace SdkgenRuntime\Core;

use Psr\Http\Message\ResponseInterface;

/**
 * A response as it came: status, headers and body; parse() gives what the method itself returns.
 */
final class RawResponse
{
    /**
     * @param array<string, mixed> $request the request descriptor, for pages
     */
    public function __construct(
        private BaseClient $client,
        private array $request,
        public readonly ResponseInterface $response,
    ) {
    }

    public function statusCode(): int
    {
        return $this->response->getStatusCode();
    }

    public function header(string $name): ?string
    {
        return $this->response->hasHeader($name) ? $this->response->getHeaderLine($name) : null;
    }

    public function requestId(): ?string
    {
        return $this->header('x-request-id');
    }

    public function body(): string
    {
        return (string) $this->response->getBody();
    }

    /**
     * The value the method returns: its model, page, stream or bytes.
     */
    public function parse(): mixed
    {
        return $this->client->parse($this->request, $this->response);
    }
}
