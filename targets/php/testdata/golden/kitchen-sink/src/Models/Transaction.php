<?php

/**
 * Copyright Acme, Inc. Licensed under the Apache License 2.0.
 *
 * File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.
 */

declare(strict_types=1);

namespace Acme\Models;

use Acme\Core\Conversion\BaseModel;

final class Transaction extends BaseModel
{
    protected const FIELDS = [
        'id' => ['id', 'string', false],
        'amount' => ['amount', 'int', false],
        'currency' => ['currency', 'string', false],
    ];

    /**
     * @var string|null
     */
    public ?string $id = null;

    /**
     * @var int|null
     */
    public ?int $amount = null;

    /**
     * @var string|null
     */
    public ?string $currency = null;

    /**
     * A new value; properties not given are left out of requests.
     *
     * @param string|null $id
     * @param int|null $amount
     * @param string|null $currency
     */
    public function __construct(
        ?string $id = null,
        ?int $amount = null,
        ?string $currency = null,
    ) {
        $this->id = $id;
        $this->amount = $amount;
        $this->currency = $currency;
    }
}
