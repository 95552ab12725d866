<?php

declare(strict_types=1);

namespace SdkgenRuntime\Core\Exceptions;

/**
 * The API answered 401 Unauthorized.
 */
class AuthenticationException extends APIStatusException
{
}
