<?php

/**
 * Copyright Acme, Inc. Licensed under the Apache License 2.0.
 *
 * File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.
 */

declare(strict_types=1);

namespace Acme\Models;

use Acme\Core\Conversion\BaseModel;

final class Dog extends BaseModel
{
    protected const FIELDS = [
        'kind' => ['kind', 'string', true],
        'barks' => ['barks', 'bool', false],
    ];

    /**
     * @var string|null
     */
    public ?string $kind = null;

    /**
     * @var bool|null
     */
    public ?bool $barks = null;

    /**
     * A new value; properties not given are left out of requests.
     *
     * @param string|null $kind
     * @param bool|null $barks
     */
    public function __construct(
        ?string $kind = null,
        ?bool $barks = null,
    ) {
        $this->kind = $kind;
        $this->barks = $barks;
    }
}
