<?php

declare(strict_types=1);

namespace SdkgenRuntime\Core\Exceptions;

/**
 * The API answered 404 Not Found.
 */
class NotFoundException extends APIStatusException
{
}
