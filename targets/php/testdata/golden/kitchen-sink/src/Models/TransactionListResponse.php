<?php

/**
 * Copyright Acme, Inc. Licensed under the Apache License 2.0.
 *
 * File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.
 */

declare(strict_types=1);

namespace Acme\Models;

use Acme\Core\Conversion\BaseModel;

final class TransactionListResponse extends BaseModel
{
    protected const FIELDS = [
        'data' => ['data', ['list', \Acme\Models\Transaction::class], false],
        'page' => ['page', 'int', false],
        'total_pages' => ['totalPages', 'int', false],
    ];

    /**
     * @var list<\Acme\Models\Transaction>|null
     */
    public ?array $data = null;

    /**
     * @var int|null
     */
    public ?int $page = null;

    /**
     * @var int|null
     */
    public ?int $totalPages = null;

    /**
     * A new value; properties not given are left out of requests.
     *
     * @param list<\Acme\Models\Transaction|array{id?: string, amount?: int, currency?: string}>|null $data
     * @param int|null $page
     * @param int|null $totalPages
     */
    public function __construct(
        ?array $data = null,
        ?int $page = null,
        ?int $totalPages = null,
    ) {
        $this->data = $data;
        $this->page = $page;
        $this->totalPages = $totalPages;
    }
}
