<?php

/**
 * Copyright Acme, Inc. Licensed under the Apache License 2.0.
 *
 * File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.
 */

declare(strict_types=1);

namespace Acme\Models;

use Acme\Core\Conversion\BaseModel;

final class AddressInput extends BaseModel
{
    protected const FIELDS = [
        'line1' => ['line1', 'string', false],
        'city' => ['city', 'string', false],
    ];

    /**
     * @var string|null
     */
    public ?string $line1 = null;

    /**
     * @var string|null
     */
    public ?string $city = null;

    /**
     * A new value; properties not given are left out of requests.
     *
     * @param string|null $line1
     * @param string|null $city
     */
    public function __construct(
        ?string $line1 = null,
        ?string $city = null,
    ) {
        $this->line1 = $line1;
        $this->city = $city;
    }
}
