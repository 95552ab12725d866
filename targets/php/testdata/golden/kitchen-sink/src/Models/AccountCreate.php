<?php

/**
 * Copyright Acme, Inc. Licensed under the Apache License 2.0.
 *
 * File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.
 */

declare(strict_types=1);

namespace Acme\Models;

use Acme\Core\Conversion\BaseModel;

final class AccountCreate extends BaseModel
{
    protected const FIELDS = [
        'name' => ['name', 'string', true],
        'password' => ['password', 'string', false],
        'address' => ['address', \Acme\Models\Address::class, false],
        'kind' => ['kind', 'string', false],
    ];

    /**
     * @var string|null
     */
    public ?string $name = null;

    /**
     * @var string|null
     */
    public ?string $password = null;

    /**
     * @var \Acme\Models\Address|null
     */
    public ?\Acme\Models\Address $address = null;

    /**
     * @var string|null
     */
    public ?string $kind = null;

    /**
     * A new value; properties not given are left out of requests.
     *
     * @param string|null $name
     * @param string|null $password
     * @param \Acme\Models\Address|array{line1?: string, city?: string, country?: string}|null $address
     * @param string|null $kind
     */
    public function __construct(
        ?string $name = null,
        ?string $password = null,
        \Acme\Models\Address|array|null $address = null,
        ?string $kind = null,
    ) {
        $this->name = $name;
        $this->password = $password;
        $this->address = \Acme\Core\Conversion\Converter::coerce(\Acme\Models\Address::class, $address);
        $this->kind = $kind;
    }
}
