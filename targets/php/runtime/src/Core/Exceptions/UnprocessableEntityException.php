<?php

declare(strict_types=1);

namespace SdkgenRuntime\Core\Exceptions;

/**
 * The API answered 422 Unprocessable Entity.
 */
class UnprocessableEntityException extends APIStatusException
{
}
