<?php

declare(strict_types=1);

namespace SdkgenRuntime\Core;

/**
 * A file to upload, with its name and content type. Methods that take files also accept an fopen() resource or
 * the content as a string.
 */
final class FileParam
{
    private function __construct(
        public readonly string $content,
        public readonly string $filename,
        public readonly string $contentType,
    ) {
    }

    public static function fromString(string $content, string $filename = 'upload', string $contentType = 'application/octet-stream'): self
    {
        return new self($content, $filename, $contentType);
    }

    /**
     * @param resource $resource read from its current position to the end
     */
    public static function fromResource($resource, ?string $filename = null, string $contentType = 'application/octet-stream'): self
    {
        $content = stream_get_contents($resource);
        if ($content === false) {
            throw new \InvalidArgumentException('cannot read the file resource');
        }
        $path = stream_get_meta_data($resource)['uri'] ?? '';
        return new self($content, $filename ?? (is_string($path) && $path !== '' ? basename($path) : 'upload'), $contentType);
    }

    /**
     * A file value as a FileParam: FileParam itself, a resource, or a string of content.
     */
    public static function of(mixed $value): ?self
    {
        if ($value instanceof self) {
            return $value;
        }
        if (is_resource($value)) {
            return self::fromResource($value);
        }
        if ($value instanceof \SplFileInfo) {
            $content = file_get_contents($value->getPathname());
            if ($content === false) {
                throw new \InvalidArgumentException('cannot read ' . $value->getPathname());
            }
            return new self($content, $value->getFilename(), 'application/octet-stream');
        }
        return null;
    }
}
