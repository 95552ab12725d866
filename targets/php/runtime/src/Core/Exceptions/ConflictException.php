<?php

declare(strict_types=1);

namespace SdkgenRuntime\Core\Exceptions;

/**
 * The API answered 409 Conflict.
 */
class ConflictException extends APIStatusException
{
}
