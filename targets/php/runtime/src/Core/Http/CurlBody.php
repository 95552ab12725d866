<?php

declare(strict_types=1);

namespace SdkgenRuntime\Core\Http;

use Psr\Http\Message\StreamInterface;

/**
 * A PSR-7 body read from the network as it arrives (the default client's streaming responses): read-only and not
 * seekable; closing it closes the connection.
 */
final class CurlBody implements StreamInterface
{
    public function __construct(private CurlTransfer $transfer)
    {
    }

    public function __toString(): string
    {
        return $this->transfer->readAll();
    }

    public function close(): void
    {
        $this->transfer->close();
    }

    /**
     * @return null
     */
    public function detach()
    {
        $this->transfer->close();
        return null;
    }

    public function getSize(): ?int
    {
        return null;
    }

    public function tell(): int
    {
        throw new \RuntimeException('a network body has no position');
    }

    public function eof(): bool
    {
        return $this->transfer->ended();
    }

    public function isSeekable(): bool
    {
        return false;
    }

    /**
     * @param int $offset
     * @param int $whence
     */
    public function seek($offset, $whence = SEEK_SET): void
    {
        throw new \RuntimeException('a network body cannot seek');
    }

    public function rewind(): void
    {
        throw new \RuntimeException('a network body cannot rewind');
    }

    public function isWritable(): bool
    {
        return false;
    }

    /**
     * @param string $string
     */
    public function write($string): int
    {
        throw new \RuntimeException('a network body is read-only');
    }

    public function isReadable(): bool
    {
        return true;
    }

    /**
     * @param int $length
     */
    public function read($length): string
    {
        return $this->transfer->read(max(1, (int) $length));
    }

    public function getContents(): string
    {
        return $this->transfer->readAll();
    }

    /**
     * @param string|null $key
     * @return array<string, mixed>|null
     */
    public function getMetadata($key = null)
    {
        $meta = ['seekable' => false, 'mode' => 'rb'];
        return $key === null ? $meta : null;
    }
}
