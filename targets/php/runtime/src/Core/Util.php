<?php

declare(strict_types=1);

namespace SdkgenRuntime\Core;

use SdkgenRuntime\Core\Conversion\Converter;

/**
 * Encoding helpers of the request pipeline.
 *
 * @internal
 */
final class Util
{
    /**
     * An environment variable, or null when unset or empty.
     */
    public static function env(string $name): ?string
    {
        $value = getenv($name);
        return is_string($value) && $value !== '' ? $value : null;
    }

    /**
     * The entries the caller gave: those not left at Omit::Omitted.
     *
     * @param array<string, mixed> $values
     * @return array<string, mixed>
     */
    public static function compact(array $values): array
    {
        return array_filter($values, static fn ($v): bool => $v !== Omit::Omitted);
    }

    /**
     * The path with each {name} replaced by its value, percent-encoded as one segment; an empty value is refused,
     * since it would send the request to another endpoint.
     *
     * @param array<string, mixed> $values
     */
    public static function path(string $template, array $values): string
    {
        return (string) preg_replace_callback('/\{([^}]+)\}/', static function (array $m) use ($values): string {
            $value = $values[$m[1]] ?? null;
            if ($value === null || $value === '') {
                throw new \InvalidArgumentException('the path parameter ' . $m[1] . ' must not be empty');
            }
            if (is_bool($value)) {
                $value = $value ? 'true' : 'false';
            }
            return rawurlencode(is_scalar($value) ? (string) $value : '');
        }, $template);
    }

    /**
     * The query string of params: nested objects as brackets or dots, arrays as repeat, comma, brackets or indices.
     *
     * @param array<string, mixed> $params
     */
    public static function queryString(array $params, string $nested = 'brackets', string $arrays = 'repeat'): string
    {
        $pairs = [];
        foreach ($params as $key => $value) {
            self::flatten($pairs, (string) $key, Converter::dump($value), $nested, $arrays);
        }
        return implode('&', array_map(static fn (array $p): string => rawurlencode($p[0]) . '=' . rawurlencode($p[1]), $pairs));
    }

    /**
     * @param list<array{0: string, 1: string}> $pairs
     */
    private static function flatten(array &$pairs, string $key, mixed $value, string $nested, string $arrays): void
    {
        if ($value === null) {
            return;
        }
        if (is_array($value) && array_is_list($value)) {
            if ($arrays === 'comma') {
                $pairs[] = [$key, implode(',', array_map(self::scalar(...), $value))];
                return;
            }
            foreach ($value as $i => $item) {
                $name = match ($arrays) {
                    'brackets' => $key . '[]',
                    'indices' => $key . '[' . $i . ']',
                    default => $key,
                };
                self::flatten($pairs, $name, $item, $nested, $arrays);
            }
            return;
        }
        if (is_array($value)) {
            foreach ($value as $k => $item) {
                self::flatten($pairs, $nested === 'dots' ? $key . '.' . $k : $key . '[' . $k . ']', $item, $nested, $arrays);
            }
            return;
        }
        $pairs[] = [$key, self::scalar($value)];
    }

    private static function scalar(mixed $value): string
    {
        if (is_bool($value)) {
            return $value ? 'true' : 'false';
        }
        return is_scalar($value) ? (string) $value : (string) json_encode($value);
    }

    /**
     * A multipart/form-data body: its boundary and bytes. Arrays repeat their field name (or use brackets).
     *
     * @param array<string, mixed> $fields
     * @return array{0: string, 1: string}
     */
    public static function multipart(array $fields, string $arrays = 'repeat'): array
    {
        $boundary = 'sdkgen-' . bin2hex(random_bytes(12));
        $out = '';
        foreach ($fields as $name => $value) {
            $out .= self::parts($boundary, (string) $name, $value, $arrays);
        }
        return [$boundary, $out . '--' . $boundary . "--\r\n"];
    }

    private static function parts(string $boundary, string $name, mixed $value, string $arrays): string
    {
        if ($value === null) {
            return '';
        }
        $file = FileParam::of($value);
        if ($file !== null) {
            return '--' . $boundary . "\r\nContent-Disposition: form-data; name=\"" . self::quoted($name)
                . '"; filename="' . self::quoted($file->filename) . "\"\r\nContent-Type: " . $file->contentType
                . "\r\n\r\n" . $file->content . "\r\n";
        }
        if (is_array($value) && array_is_list($value)) {
            $out = '';
            foreach ($value as $i => $item) {
                $part = match ($arrays) {
                    'brackets' => $name . '[]',
                    'indices' => $name . '[' . $i . ']',
                    default => $name,
                };
                $out .= self::parts($boundary, $part, $item, $arrays);
            }
            return $out;
        }
        if (is_array($value) || is_object($value)) {
            return '--' . $boundary . "\r\nContent-Disposition: form-data; name=\"" . self::quoted($name)
                . "\"\r\nContent-Type: application/json\r\n\r\n" . json_encode(Converter::dump($value)) . "\r\n";
        }
        return '--' . $boundary . "\r\nContent-Disposition: form-data; name=\"" . self::quoted($name) . "\"\r\n\r\n"
            . self::scalar($value) . "\r\n";
    }

    private static function quoted(string $text): string
    {
        return str_replace(['"', "\r", "\n"], ['%22', '%0D', '%0A'], $text);
    }

    /**
     * The value at a property path of decoded JSON, or null.
     *
     * @param list<string> $path
     */
    public static function dig(mixed $data, array $path): mixed
    {
        foreach ($path as $key) {
            if (!is_array($data) || !array_key_exists($key, $data)) {
                return null;
            }
            $data = $data[$key];
        }
        return $data;
    }

    /**
     * The headers every request carries about the platform.
     *
     * @return array<string, string>
     */
    public static function platformHeaders(string $version): array
    {
        return [
            'x-sdkgen-lang' => 'php',
            'x-sdkgen-package-version' => $version,
            'x-sdkgen-runtime' => 'php',
            'x-sdkgen-runtime-version' => PHP_VERSION,
            'x-sdkgen-os' => PHP_OS_FAMILY === 'Darwin' ? 'MacOS' : PHP_OS_FAMILY,
            'x-sdkgen-arch' => php_uname('m'),
        ];
    }
}
