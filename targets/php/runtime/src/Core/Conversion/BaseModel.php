<?php

declare(strict_types=1);

namespace SdkgenRuntime\Core\Conversion;

use SdkgenRuntime\Core\Contracts\Coercible;

/**
 * A value object of the API. Its typed properties hold the fields it knows; fields it does not know, and known
 * ones whose value has a surprising type, are kept and returned by unknownFields() and toArray().
 */
abstract class BaseModel implements Coercible, \JsonSerializable
{
    /** @var array<string, array{0: string, 1: mixed, 2: bool}> wire name => [property, type spec, required] */
    protected const FIELDS = [];

    /** @var array<string, mixed> */
    private array $unknownFields = [];

    /** @var array<string, true> the wire names the value was built with */
    private array $presentKeys = [];

    public static function coerce(mixed $value): mixed
    {
        if ($value instanceof static || !is_array($value) || ($value !== [] && array_is_list($value))) {
            return $value;
        }
        return static::fromArray($value);
    }

    /**
     * Builds the model from its decoded JSON object.
     *
     * @param array<string, mixed> $data
     */
    public static function fromArray(array $data): static
    {
        $model = (new \ReflectionClass(static::class))->newInstanceWithoutConstructor();
        foreach ($data as $key => $value) {
            $key = (string) $key;
            $model->presentKeys[$key] = true;
            $field = static::FIELDS[$key] ?? null;
            if ($field === null) {
                $model->unknownFields[$key] = $value;
                continue;
            }
            try {
                $model->{$field[0]} = Converter::coerce($field[1], $value);
            } catch (\TypeError) {
                $model->unknownFields[$key] = $value;
            }
        }
        foreach (static::FIELDS as [$property]) {
            $reflection = new \ReflectionProperty($model, $property);
            if (!$reflection->isInitialized($model)) {
                $model->{$property} = null;
            }
        }
        return $model;
    }

    /**
     * Whether a decoded value looks like this model: an object with every required field.
     */
    public static function accepts(mixed $value): bool
    {
        if (!is_array($value) || ($value !== [] && array_is_list($value))) {
            return false;
        }
        foreach (static::FIELDS as $wire => [, , $required]) {
            if ($required && !array_key_exists($wire, $value)) {
                return false;
            }
        }
        return true;
    }

    /**
     * The fields the model does not declare (and declared ones whose value did not fit), by wire name.
     *
     * @return array<string, mixed>
     */
    public function unknownFields(): array
    {
        return $this->unknownFields;
    }

    /**
     * The model as JSON: the fields set or received, by wire name, and the unknown ones.
     *
     * @return array<string, mixed>
     */
    public function toArray(): array
    {
        $out = [];
        foreach (static::FIELDS as $wire => [$property]) {
            $value = $this->{$property} ?? null;
            if (array_key_exists($wire, $this->unknownFields)) {
                continue;
            }
            if ($value !== null || isset($this->presentKeys[$wire])) {
                $out[$wire] = Converter::dump($value);
            }
        }
        return $out + $this->unknownFields;
    }

    /**
     * @return array<string, mixed>
     */
    public function jsonSerialize(): array
    {
        return $this->toArray();
    }
}
