<?php

/**
 * File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.
 */

declare(strict_types=1);

namespace Acme\Models;

use Acme\Core\Conversion\BaseModel;

final class CardListResponse extends BaseModel
{
    protected const FIELDS = [
        'data' => ['data', ['list', \Acme\Models\Card::class], true],
        'next_cursor' => ['nextCursor', 'string', false],
    ];

    /**
     * @var list<\Acme\Models\Card>|null
     */
    public ?array $data = null;

    /**
     * @var string|null
     */
    public ?string $nextCursor = null;

    /**
     * A new value; properties not given are left out of requests.
     *
     * @param list<\Acme\Models\Card|array{id: string, last4: string, brand?: string}>|null $data
     * @param string|null $nextCursor
     */
    public function __construct(
        ?array $data = null,
        ?string $nextCursor = null,
    ) {
        $this->data = $data;
        $this->nextCursor = $nextCursor;
    }
}
