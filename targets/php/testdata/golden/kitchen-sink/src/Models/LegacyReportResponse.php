<?php

/**
 * Copyright Acme, Inc. Licensed under the Apache License 2.0.
 *
 * File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.
 */

declare(strict_types=1);

namespace Acme\Models;

use Acme\Core\Conversion\BaseModel;

final class LegacyReportResponse extends BaseModel
{
    protected const FIELDS = [
        'total' => ['total', 'float', false],
    ];

    /**
     * @var float|null
     */
    public ?float $total = null;

    /**
     * A new value; properties not given are left out of requests.
     *
     * @param float|null $total
     */
    public function __construct(
        ?float $total = null,
    ) {
        $this->total = $total;
    }
}
