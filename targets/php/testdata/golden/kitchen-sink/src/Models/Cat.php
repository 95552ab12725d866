<?php

/**
 * Copyright Acme, Inc. Licensed under the Apache License 2.0.
 *
 * File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.
 */

declare(strict_types=1);

namespace Acme\Models;

use Acme\Core\Conversion\BaseModel;

final class Cat extends BaseModel
{
    protected const FIELDS = [
        'kind' => ['kind', 'string', true],
        'lives' => ['lives', 'int', false],
    ];

    /**
     * @var string|null
     */
    public ?string $kind = null;

    /**
     * @var int|null
     */
    public ?int $lives = null;

    /**
     * A new value; properties not given are left out of requests.
     *
     * @param string|null $kind
     * @param int|null $lives
     */
    public function __construct(
        ?string $kind = null,
        ?int $lives = null,
    ) {
        $this->kind = $kind;
        $this->lives = $lives;
    }
}
