<?php

declare(strict_types=1);

namespace SdkgenRuntime\Core\Exceptions;

/**
 * The API answered 403 Forbidden.
 */
class PermissionDeniedException extends APIStatusException
{
}
