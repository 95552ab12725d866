<?php

declare(strict_types=1);

namespace SdkgenRuntime\Core\Conversion;

use SdkgenRuntime\Core\Contracts\Coercible;

/**
 * An open enum: its constants are the known values, and any other value the API sends is kept as it came.
 */
abstract class Enum implements Coercible
{
    public static function coerce(mixed $value): mixed
    {
        return $value;
    }

    /**
     * @return list<mixed> the known values
     */
    public static function values(): array
    {
        return array_values((new \ReflectionClass(static::class))->getConstants());
    }
}
