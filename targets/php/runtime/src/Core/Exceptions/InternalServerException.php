<?php

declare(strict_types=1);

namespace SdkgenRuntime\Core\Exceptions;

/**
 * The API answered 5xx server error.
 */
class InternalServerException extends APIStatusException
{
}
