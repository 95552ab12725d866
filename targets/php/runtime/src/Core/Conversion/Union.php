<?php

declare(strict_types=1);

namespace SdkgenRuntime\Core\Conversion;

use SdkgenRuntime\Core\Contracts\Coercible;

/**
 * An open union: a value is built as the variant its discriminator names, else as the first variant it fits; a
 * value no variant fits is kept as it came.
 */
abstract class Union implements Coercible
{
    /** The property whose value names the variant, or '' */
    protected const DISCRIMINATOR = '';

    /** @var list<array{0: mixed, 1: list<string>}> each variant's type spec and discriminator values */
    protected const VARIANTS = [];

    public static function coerce(mixed $value): mixed
    {
        $spec = static::variantOf($value);
        return $spec === null ? $value : Converter::coerce($spec, $value);
    }

    public static function accepts(mixed $value): bool
    {
        return static::variantOf($value) !== null;
    }

    private static function variantOf(mixed $value): mixed
    {
        if (static::DISCRIMINATOR !== '' && is_array($value) && is_string($value[static::DISCRIMINATOR] ?? null)) {
            foreach (static::VARIANTS as [$spec, $tags]) {
                if (in_array($value[static::DISCRIMINATOR], $tags, true)) {
                    return $spec;
                }
            }
        }
        foreach (static::VARIANTS as [$spec]) {
            if (Converter::fits($spec, $value)) {
                return $spec;
            }
        }
        return null;
    }
}
