<?php

declare(strict_types=1);

namespace SdkgenRuntime\Core\Exceptions;

/**
 * No response came: the connection failed.
 */
class APIConnectionException extends APIException
{
}
