<?php

declare(strict_types=1);

namespace SdkgenRuntime\Core\Http;

use Psr\Http\Client\ClientInterface;
use Psr\Http\Message\RequestInterface;
use Psr\Http\Message\ResponseInterface;

/**
 * The default PSR-18 client, on ext-curl: it sends one request and returns the response as it came (redirects are
 * the caller's to follow).
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
        $handle = curl_init();
        $headers = [];
        foreach ($request->getHeaders() as $name => $values) {
            foreach ($values as $value) {
                $headers[] = $name . ': ' . $value;
            }
        }
        $headers[] = 'Expect:';
        $received = [];
        $options = [
            CURLOPT_URL => (string) $request->getUri(),
            CURLOPT_CUSTOMREQUEST => $request->getMethod(),
            CURLOPT_HTTPHEADER => $headers,
            CURLOPT_RETURNTRANSFER => true,
            CURLOPT_FOLLOWLOCATION => false,
            CURLOPT_HEADERFUNCTION => static function ($curl, string $line) use (&$received): int {
                $parts = explode(':', $line, 2);
                if (count($parts) === 2) {
                    $received[trim($parts[0])][] = trim($parts[1]);
                } elseif (str_starts_with($line, 'HTTP/')) {
                    $received = [];
                }
                return strlen($line);
            },
        ];
        $body = (string) $request->getBody();
        if ($body !== '' || !in_array(strtoupper($request->getMethod()), ['GET', 'HEAD'], true)) {
            $options[CURLOPT_POSTFIELDS] = $body;
        }
        if (strtoupper($request->getMethod()) === 'HEAD') {
            $options[CURLOPT_NOBODY] = true;
        }
        if ($this->timeout !== null && $this->timeout > 0) {
            $options[CURLOPT_TIMEOUT_MS] = (int) ceil($this->timeout * 1000);
        }
        curl_setopt_array($handle, $options);
        $content = curl_exec($handle);
        if ($content === false) {
            $timedOut = curl_errno($handle) === CURLE_OPERATION_TIMEDOUT;
            $message = curl_error($handle);
            curl_close($handle);
            throw new NetworkException($request, $message, $timedOut);
        }
        $status = (int) curl_getinfo($handle, CURLINFO_RESPONSE_CODE);
        curl_close($handle);
        return new Response($status, $received, is_string($content) ? $content : '');
    }
}
