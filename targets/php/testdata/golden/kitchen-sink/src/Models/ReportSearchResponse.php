<?php

/**
 * Copyright Acme, Inc. Licensed under the Apache License 2.0.
 *
 * File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.
 */

declare(strict_types=1);

namespace Acme\Models;

use Acme\Core\Conversion\BaseModel;

final class ReportSearchResponse extends BaseModel
{
    protected const FIELDS = [
        'results' => ['results', ['list', \Acme\Models\Report::class], false],
        'next_cursor' => ['nextCursor', 'string', false],
    ];

    /**
     * @var list<\Acme\Models\Report>|null
     */
    public ?array $results = null;

    /**
     * @var string|null
     */
    public ?string $nextCursor = null;

    /**
     * A new value; properties not given are left out of requests.
     *
     * @param list<\Acme\Models\Report|array{id?: string, title?: string}>|null $results
     * @param string|null $nextCursor
     */
    public function __construct(
        ?array $results = null,
        ?string $nextCursor = null,
    ) {
        $this->results = $results;
        $this->nextCursor = $nextCursor;
    }
}
