<?php

declare(strict_types=1);

namespace SdkgenRuntime\Core\Exceptions;

/**
 * The API answered 429 Too Many Requests.
 */
class RateLimitException extends APIStatusException
{
}
