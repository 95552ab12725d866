<?php

declare(strict_types=1);

namespace SdkgenRuntime\Core\Exceptions;

/**
 * The API answered 400 Bad Request.
 */
class BadRequestException extends APIStatusException
{
}
