<?php

declare(strict_types=1);

namespace SdkgenRuntime\Core\Exceptions;

/**
 * The API answered with a status outside 2xx. Each common status has its own subclass.
 */
class APIStatusException extends APIException
{
    private const BY_STATUS = [
        400 => BadRequestException::class,
        401 => AuthenticationException::class,
        403 => PermissionDeniedException::class,
        404 => NotFoundException::class,
        409 => ConflictException::class,
        422 => UnprocessableEntityException::class,
        429 => RateLimitException::class,
    ];

    /**
     * @param array<string, list<string>> $headers
     */
    final public function __construct(
        string $message,
        public readonly int $status,
        public readonly array $headers = [],
        mixed $body = null,
        ?string $url = null,
        public readonly ?string $requestId = null,
    ) {
        parent::__construct($message, $url, $body);
    }

    /**
     * The exception of the status's class.
     *
     * @param array<string, list<string>> $headers
     */
    public static function from(string $message, int $status, array $headers, mixed $body, ?string $url, ?string $requestId): self
    {
        $class = self::BY_STATUS[$status] ?? ($status >= 500 ? InternalServerException::class : self::class);
        return new $class($message, $status, $headers, $body, $url, $requestId);
    }
}
