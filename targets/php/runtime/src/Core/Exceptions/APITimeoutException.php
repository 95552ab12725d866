<?php

declare(strict_types=1);

namespace SdkgenRuntime\Core\Exceptions;

/**
 * No response came within the timeout.
 */
class APITimeoutException extends APIConnectionException
{
}
