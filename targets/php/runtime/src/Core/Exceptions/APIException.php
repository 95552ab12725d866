<?php

declare(strict_types=1);

namespace SdkgenRuntime\Core\Exceptions;

/**
 * Every error this library raises about a request.
 */
class APIException extends \RuntimeException
{
    /**
     * @param mixed $body the decoded error body, when there is one
     */
    public function __construct(string $message, public readonly ?string $url = null, public readonly mixed $body = null, ?\Throwable $previous = null)
    {
        parent::__construct($message, 0, $previous);
    }
}
