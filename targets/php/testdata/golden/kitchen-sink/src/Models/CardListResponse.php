<?php

/**
 * Copyright Acme, Inc. Licensed under the Apache License 2.0.
 *
 * File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.
 */

declare(strict_types=1);

namespace Acme\Models;

use Acme\Core\Conversion\BaseModel;

final class CardListResponse extends BaseModel
{
    protected const FIELDS = [
        'items' => ['items', ['list', \Acme\Models\Card::class], false],
        'total_count' => ['totalCount', 'int', false],
        'next_offset' => ['nextOffset', 'int', false],
    ];

    /**
     * @var list<\Acme\Models\Card>|null
     */
    public ?array $items = null;

    /**
     * @var int|null
     */
    public ?int $totalCount = null;

    /**
     * @var int|null
     */
    public ?int $nextOffset = null;

    /**
     * A new value; properties not given are left out of requests.
     *
     * @param list<\Acme\Models\Card|array{id?: string, last4?: string, brand?: string}>|null $items
     * @param int|null $totalCount
     * @param int|null $nextOffset
     */
    public function __construct(
        ?array $items = null,
        ?int $totalCount = null,
        ?int $nextOffset = null,
    ) {
        $this->items = $items;
        $this->totalCount = $totalCount;
        $this->nextOffset = $nextOffset;
    }
}
