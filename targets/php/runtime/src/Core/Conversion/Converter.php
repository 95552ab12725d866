<?php

declare(strict_types=1);

namespace SdkgenRuntime\Core\Conversion;

use SdkgenRuntime\Core\Contracts\Coercible;

/**
 * Turns decoded JSON into the SDK's values and request values back into JSON. A type spec is 'string', 'int',
 * 'float', 'bool', 'null', 'mixed', a Coercible class name, ['list', spec] or ['map', spec].
 */
final class Converter
{
    /**
     * The value built as the spec says, or the value as it came when it does not fit.
     */
    public static function coerce(mixed $spec, mixed $value): mixed
    {
        if ($value === null) {
            return null;
        }
        if (is_array($spec)) {
            return self::coerceContainer($spec, $value);
        }
        return match ($spec) {
            'int' => is_float($value) && floor($value) === $value && abs($value) < PHP_INT_MAX ? (int) $value : $value,
            'float' => is_int($value) ? (float) $value : $value,
            'string', 'bool', 'null', 'mixed' => $value,
            default => is_string($spec) && is_subclass_of($spec, Coercible::class) ? $spec::coerce($value) : $value,
        };
    }

    /**
     * @param array{0: string, 1: mixed} $spec
     */
    private static function coerceContainer(array $spec, mixed $value): mixed
    {
        if (!is_array($value) || ($spec[0] === 'list' && !array_is_list($value))) {
            return $value;
        }
        $out = [];
        foreach ($value as $key => $item) {
            $out[$key] = self::coerce($spec[1], $item);
        }
        return $out;
    }

    /**
     * Whether a decoded value has the shape of the spec (unions pick their variant with it).
     */
    public static function fits(mixed $spec, mixed $value): bool
    {
        if (is_array($spec)) {
            return is_array($value) && ($spec[0] === 'map' ? ($value === [] || !array_is_list($value)) : array_is_list($value));
        }
        return match ($spec) {
            'string' => is_string($value),
            'int' => is_int($value),
            'float' => is_int($value) || is_float($value),
            'bool' => is_bool($value),
            'null' => $value === null,
            'mixed' => true,
            default => is_string($spec) && is_subclass_of($spec, Coercible::class) && self::fitsClass($spec, $value),
        };
    }

    private static function fitsClass(string $class, mixed $value): bool
    {
        if (is_subclass_of($class, BaseModel::class)) {
            return $class::accepts($value);
        }
        if (is_subclass_of($class, Enum::class)) {
            return in_array($value, $class::values(), true);
        }
        if (is_subclass_of($class, Union::class)) {
            return $class::accepts($value);
        }
        return true;
    }

    /**
     * A request value as JSON: models become their wire arrays, dates ISO 8601 strings, backed enums their values.
     */
    public static function dump(mixed $value): mixed
    {
        if ($value instanceof BaseModel) {
            return $value->toArray();
        }
        if ($value instanceof \DateTimeInterface) {
            return $value->format(\DateTimeInterface::RFC3339);
        }
        if ($value instanceof \BackedEnum) {
            return $value->value;
        }
        if (is_array($value)) {
            return array_map(self::dump(...), $value);
        }
        return $value;
    }
}
