<?php

declare(strict_types=1);

namespace SdkgenRuntime\Core\Contracts;

/**
 * A type that builds its values from decoded JSON. Building never fails: a value of a surprising shape is
 * returned as it came.
 */
interface Coercible
{
    public static function coerce(mixed $value): mixed;
}
