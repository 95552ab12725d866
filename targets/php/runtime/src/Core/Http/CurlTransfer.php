<?php

declare(strict_types=1);

namespace SdkgenRuntime\Core\Http;

use Psr\Http\Message\RequestInterface;

/**
 * One request in flight on curl_multi: the default client waits for its headers, then the body is read as it
 * arrives, so the events of a stream are seen while the server is still sending.
 *
 * @internal
 */
final class CurlTransfer
{
    /** @var array<string, list<string>> */
    public array $headers = [];
    public int $status = 0;
    private string $buffer = '';
    private bool $headersDone = false;
    private bool $done = false;
    /** Header lines and body chunks received so far: progress, for the idle timeout. */
    private int $received = 0;
    private ?\CurlHandle $handle;
    private ?\CurlMultiHandle $multi;

    /**
     * @param array<int, mixed> $options curl options for the request (no write or header functions)
     * @param float|null $idleTimeout seconds to wait for the headers or for more of the body (null: forever)
     */
    public function __construct(private RequestInterface $request, array $options, private ?float $idleTimeout)
    {
        $handle = curl_init();
        $multi = curl_multi_init();
        // The callbacks hold the transfer weakly: a stream dropped unread is then destructed, closing its connection,
        // at once rather than when the cycle collector runs.
        $self = \WeakReference::create($this);
        $options[CURLOPT_HEADERFUNCTION] = static fn ($curl, string $line): int => $self->get()?->header($line) ?? 0;
        $options[CURLOPT_WRITEFUNCTION] = static fn ($curl, string $data): int => $self->get()?->write($data) ?? 0;
        curl_setopt_array($handle, $options);
        curl_multi_add_handle($multi, $handle);
        $this->handle = $handle;
        $this->multi = $multi;
    }

    public function __destruct()
    {
        $this->close();
    }

    /**
     * Waits until the status and headers have arrived.
     */
    public function awaitHeaders(): void
    {
        $this->pumpUntil(fn (): bool => $this->headersDone);
    }

    /**
     * Up to length bytes of the body, waiting for some unless the body has ended ('' then).
     */
    public function read(int $length): string
    {
        $this->pumpUntil(fn (): bool => $this->buffer !== '');
        $data = substr($this->buffer, 0, $length);
        $this->buffer = substr($this->buffer, strlen($data));
        return $data;
    }

    /**
     * The rest of the body.
     */
    public function readAll(): string
    {
        $this->pumpUntil(fn (): bool => false);
        $data = $this->buffer;
        $this->buffer = '';
        return $data;
    }

    public function ended(): bool
    {
        return $this->done && $this->buffer === '';
    }

    /**
     * Ends the transfer, closing the connection if the body was not read to its end.
     */
    public function close(): void
    {
        if ($this->multi !== null && $this->handle !== null) {
            curl_multi_remove_handle($this->multi, $this->handle);
            curl_close($this->handle);
            curl_multi_close($this->multi);
        }
        $this->handle = null;
        $this->multi = null;
        $this->done = true;
    }

    private function write(string $data): int
    {
        $this->received++;
        $this->buffer .= $data;
        return strlen($data);
    }

    private function header(string $line): int
    {
        $this->received++;
        if (preg_match('#^HTTP/\S+\s+(\d{3})#', $line, $m) === 1) {
            $this->status = (int) $m[1];
            $this->headers = [];
        } elseif (trim($line) === '') {
            $this->headersDone = $this->status >= 200;
        } else {
            $parts = explode(':', $line, 2);
            if (count($parts) === 2) {
                $this->headers[trim($parts[0])][] = trim($parts[1]);
            }
        }
        return strlen($line);
    }

    /**
     * Lets curl move the transfer on until ready() holds or the transfer ends; waiting longer than the idle
     * timeout with nothing received is a timeout.
     */
    private function pumpUntil(callable $ready): void
    {
        $deadline = $this->deadline();
        while (!$ready() && !$this->done && $this->multi !== null) {
            $before = $this->received;
            do {
                $code = curl_multi_exec($this->multi, $running);
            } while ($code === CURLM_CALL_MULTI_PERFORM);
            if ($code !== CURLM_OK) {
                $this->fail((string) curl_multi_strerror($code), false);
            }
            if (!$running) {
                $this->finish();
            } elseif ($this->received > $before) {
                $deadline = $this->deadline();
            } elseif ($deadline !== null && microtime(true) >= $deadline) {
                $this->fail('Operation timed out after ' . (int) round((float) $this->idleTimeout * 1000) . ' milliseconds with nothing received', true);
            } elseif (curl_multi_select($this->multi, $deadline === null ? 1.0 : max(0.001, min(1.0, $deadline - microtime(true)))) === -1) {
                usleep(1000);
            }
        }
    }

    private function deadline(): ?float
    {
        return $this->idleTimeout === null ? null : microtime(true) + $this->idleTimeout;
    }

    /**
     * The transfer ended: done if it succeeded, else a network error.
     */
    private function finish(): void
    {
        $info = $this->multi === null ? false : curl_multi_info_read($this->multi);
        $result = is_array($info) ? (int) $info['result'] : CURLE_OK;
        if ($result !== CURLE_OK) {
            $message = $this->handle === null ? '' : curl_error($this->handle);
            $this->fail($message !== '' ? $message : (string) curl_strerror($result), $result === CURLE_OPERATION_TIMEDOUT);
        }
        $this->close();
    }

    private function fail(string $message, bool $timedOut): never
    {
        $this->close();
        throw new NetworkException($this->request, $message, $timedOut);
    }
}
