<?php

/**
 * Copyright Acme, Inc. Licensed under the Apache License 2.0.
 *
 * File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.
 */

declare(strict_types=1);

namespace Acme\Models;

use Acme\Core\Conversion\BaseModel;

final class Card extends BaseModel
{
    protected const FIELDS = [
        'id' => ['id', 'string', false],
        'last4' => ['last4', 'string', false],
        'brand' => ['brand', \Acme\Models\CardBrand::class, false],
    ];

    /**
     * @var string|null
     */
    public ?string $id = null;

    /**
     * @var string|null
     */
    public ?string $last4 = null;

    /**
     * @var string|null
     */
    public ?string $brand = null;

    /**
     * A new value; properties not given are left out of requests.
     *
     * @param string|null $id
     * @param string|null $last4
     * @param string|null $brand
     */
    public function __construct(
        ?string $id = null,
        ?string $last4 = null,
        ?string $brand = null,
    ) {
        $this->id = $id;
        $this->last4 = $last4;
        $this->brand = $brand;
    }
}
