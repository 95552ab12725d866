<?php

declare(strict_types=1);

namespace SdkgenRuntime\Core\Http;

use Psr\Http\Client\NetworkExceptionInterface;
use Psr\Http\Message\RequestInterface;

/**
 * The default client could not get a response: the connection failed or timed out.
 */
final class NetworkException extends \RuntimeException implements NetworkExceptionInterface
{
    public function __construct(private RequestInterface $request, string $message, public readonly bool $timedOut)
    {
        parent::__construct($message);
    }

    public function getRequest(): RequestInterface
    {
        return $this->request;
    }
}
