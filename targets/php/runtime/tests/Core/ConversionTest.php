<?php

declare(strict_types=1);

namespace SdkgenRuntime\Tests\Core;

use PHPUnit\Framework\TestCase;
use SdkgenRuntime\Core\Conversion\BaseModel;
use SdkgenRuntime\Core\Conversion\Converter;
use SdkgenRuntime\Core\Conversion\Enum;
use SdkgenRuntime\Core\Conversion\Union;

final class Pet extends BaseModel
{
    protected const FIELDS = ['name' => ['name', 'string', true], 'age' => ['age', 'int', false], 'tags' => ['tags', ['list', 'string'], false]];

    public ?string $name = null;
    public ?int $age = null;
    /** @var list<string>|null */
    public ?array $tags = null;
}

final class Rock extends BaseModel
{
    protected const FIELDS = ['weight' => ['weight', 'float', true]];

    public ?float $weight = null;
}

final class Colour extends Enum
{
    public const RED = 'red';
}

final class Thing extends Union
{
    protected const VARIANTS = [[Pet::class, []], [Rock::class, []], ['string', []]];
}

final class Tagged extends Union
{
    protected const DISCRIMINATOR = 'kind';
    protected const VARIANTS = [[Pet::class, ['pet']], [Rock::class, ['rock']]];
}

final class ConversionTest extends TestCase
{
    public function testModelsKeepUnknownFieldsAndSurprisingValues(): void
    {
        $pet = Pet::fromArray(['name' => 'Rex', 'age' => 'old', 'colour' => 'brown', 'tags' => ['a']]);
        self::assertSame('Rex', $pet->name);
        self::assertNull($pet->age);
        self::assertSame(['a'], $pet->tags);
        self::assertSame(['age' => 'old', 'colour' => 'brown'], $pet->unknownFields());
        self::assertSame(['name' => 'Rex', 'tags' => ['a'], 'age' => 'old', 'colour' => 'brown'], $pet->toArray());
    }

    public function testIntegersAsFloatsAndFloatsAsIntegers(): void
    {
        self::assertSame(3.0, Rock::fromArray(['weight' => 3])->weight);
        self::assertSame(4, Converter::coerce('int', 4.0));
    }

    public function testUnionsPickTheFittingVariantAndStayOpen(): void
    {
        self::assertInstanceOf(Rock::class, Thing::coerce(['weight' => 1.5]));
        self::assertInstanceOf(Pet::class, Thing::coerce(['name' => 'x']));
        self::assertSame('text', Thing::coerce('text'));
        self::assertSame(42, Thing::coerce(42));
        self::assertInstanceOf(Rock::class, Tagged::coerce(['kind' => 'rock', 'weight' => 2]));
        self::assertSame(['kind' => 'cloud'], Tagged::coerce(['kind' => 'cloud']));
    }

    public function testEnumsAreOpen(): void
    {
        self::assertSame('blue', Colour::coerce('blue'));
        self::assertSame(['red'], Colour::values());
    }

    public function testDumpTurnsModelsAndDatesIntoJson(): void
    {
        $pet = new Pet();
        $pet->name = 'Rex';
        $date = new \DateTimeImmutable('2024-01-02T03:04:05+00:00');
        self::assertSame(['p' => ['name' => 'Rex'], 'd' => '2024-01-02T03:04:05+00:00'], Converter::dump(['p' => $pet, 'd' => $date]));
    }
}
