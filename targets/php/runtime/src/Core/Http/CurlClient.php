<?php

declare(strict_types=1);

namespace SdkgenRuntime\Core\Http;

use Psr\Http\Client\ClientInterface;
use Psr\Http\Message\RequestInterface;
use Psr\Http\Message\ResponseInterface;

/**
 * The default PSR-18 client, on ext-curl: it sends one request and returns the response as it came (redirects are
 * the caller's to follow). A successful response to a request that accepts text/event-stream is returned as soon
 * as its headers arrive, with a body read from the network as the events come; the timeout then bounds each wait
 * for more data, not the whole stream. Any other response is read whole within the timeout.
 */
final class CurlClient implements ClientInterface
{
    public function __construct(private ?float $timeout = null)
    {
    }

    /**
     * A copy that gives up after the given seconds (null: never).
     */
    public function withTimeout(?float $timeout): self
    {
        return new self($timeout);
    }

    public function sendRequest(RequestInterface $request): ResponseInterface
    {
        $streaming = str_contains(strtolower($request->getHeaderLine('accept')), 'text/event-stream');
        $transfer = new CurlTransfer($request, $this->options($request, $streaming), $this->timeout > 0 ? $this->timeout : null);
        $transfer->awaitHeaders();
        $response = new Response($transfer->status, $transfer->headers);
        if ($streaming && $transfer->status >= 200 && $transfer->status < 300) {
            return $response->withBody(new CurlBody($transfer));
        }
        $body = $transfer->readAll();
        $transfer->close();
        return $response->withBody(Stream::fromString($body));
    }

    /**
     * @return array<int, mixed>
     */
    private function options(RequestInterface $request, bool $streaming): array
    {
        $headers = [];
        foreach ($request->getHeaders() as $name => $values) {
            foreach ($values as $value) {
                $headers[] = $name . ': ' . $value;
            }
        }
        $headers[] = 'Expect:';
        $method = strtoupper($request->getMethod());
        $options = [
            CURLOPT_URL => (string) $request->getUri(),
            CURLOPT_CUSTOMREQUEST => $request->getMethod(),
            CURLOPT_HTTPHEADER => $headers,
            CURLOPT_FOLLOWLOCATION => false,
        ];
        if (defined('CURLOPT_SUPPRESS_CONNECT_HEADERS')) {
            // A proxy's answer to CONNECT would otherwise read as the response's own status and headers.
            $options[CURLOPT_SUPPRESS_CONNECT_HEADERS] = true;
        }
        $body = (string) $request->getBody();
        if ($body !== '' || !in_array($method, ['GET', 'HEAD'], true)) {
            $options[CURLOPT_POSTFIELDS] = $body;
        }
        if ($method === 'HEAD') {
            $options[CURLOPT_NOBODY] = true;
        }
        if ($this->timeout !== null && $this->timeout > 0) {
            $ms = (int) ceil($this->timeout * 1000);
            $options[$streaming ? CURLOPT_CONNECTTIMEOUT_MS : CURLOPT_TIMEOUT_MS] = $ms;
        }
        return $options;
    }
}
