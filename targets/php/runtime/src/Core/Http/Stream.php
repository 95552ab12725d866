<?php

declare(strict_types=1);

namespace SdkgenRuntime\Core\Http;

use Psr\Http\Message\StreamInterface;

/**
 * A PSR-7 stream over a PHP stream resource (php://temp for strings).
 */
final class Stream implements StreamInterface
{
    /** @var resource|null */
    private $resource;

    /**
     * @param resource $resource
     */
    public function __construct($resource)
    {
        $this->resource = $resource;
    }

    public static function fromString(string $content): self
    {
        $resource = fopen('php://temp', 'r+b');
        if ($resource === false) {
            throw new \RuntimeException('cannot open php://temp');
        }
        fwrite($resource, $content);
        rewind($resource);
        return new self($resource);
    }

    public function __toString(): string
    {
        if ($this->resource === null) {
            return '';
        }
        if ($this->isSeekable()) {
            $this->rewind();
        }
        return $this->getContents();
    }

    public function close(): void
    {
        if ($this->resource !== null) {
            fclose($this->resource);
            $this->resource = null;
        }
    }

    /**
     * @return resource|null
     */
    public function detach()
    {
        $resource = $this->resource;
        $this->resource = null;
        return $resource;
    }

    public function getSize(): ?int
    {
        if ($this->resource === null) {
            return null;
        }
        $stat = fstat($this->resource);
        return $stat === false ? null : $stat['size'];
    }

    public function tell(): int
    {
        $position = $this->resource === null ? false : ftell($this->resource);
        if ($position === false) {
            throw new \RuntimeException('cannot tell the stream position');
        }
        return $position;
    }

    public function eof(): bool
    {
        return $this->resource === null || feof($this->resource);
    }

    public function isSeekable(): bool
    {
        return $this->resource !== null && (bool) $this->getMetadata('seekable');
    }

    /**
     * @param int $offset
     * @param int $whence
     */
    public function seek($offset, $whence = SEEK_SET): void
    {
        if ($this->resource === null || fseek($this->resource, (int) $offset, (int) $whence) !== 0) {
            throw new \RuntimeException('cannot seek the stream');
        }
    }

    public function rewind(): void
    {
        $this->seek(0);
    }

    public function isWritable(): bool
    {
        $mode = (string) $this->getMetadata('mode');
        return $this->resource !== null && strpbrk($mode, 'wxca+') !== false;
    }

    /**
     * @param string $string
     */
    public function write($string): int
    {
        $written = $this->resource === null ? false : fwrite($this->resource, (string) $string);
        if ($written === false) {
            throw new \RuntimeException('cannot write the stream');
        }
        return $written;
    }

    public function isReadable(): bool
    {
        $mode = (string) $this->getMetadata('mode');
        return $this->resource !== null && strpbrk($mode, 'r+') !== false;
    }

    /**
     * @param int $length
     */
    public function read($length): string
    {
        $data = $this->resource === null ? false : fread($this->resource, max(1, (int) $length));
        if ($data === false) {
            throw new \RuntimeException('cannot read the stream');
        }
        return $data;
    }

    public function getContents(): string
    {
        $data = $this->resource === null ? false : stream_get_contents($this->resource);
        if ($data === false) {
            throw new \RuntimeException('cannot read the stream');
        }
        return $data;
    }

    /**
     * @param string|null $key
     * @return mixed
     */
    public function getMetadata($key = null)
    {
        if ($this->resource === null) {
            return $key === null ? [] : null;
        }
        $meta = stream_get_meta_data($this->resource);
        return $key === null ? $meta : ($meta[$key] ?? null);
    }
}
