<?php

/**
 * Copyright Acme, Inc. Licensed under the Apache License 2.0.
 *
 * File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.
 */

declare(strict_types=1);

namespace Acme\Models;

use Acme\Core\Conversion\BaseModel;

final class CompletionChunk extends BaseModel
{
    protected const FIELDS = [
        'id' => ['id', 'string', false],
        'delta' => ['delta', 'string', false],
    ];

    /**
     * @var string|null
     */
    public ?string $id = null;

    /**
     * @var string|null
     */
    public ?string $delta = null;

    /**
     * A new value; properties not given are left out of requests.
     *
     * @param string|null $id
     * @param string|null $delta
     */
    public function __construct(
        ?string $id = null,
        ?string $delta = null,
    ) {
        $this->id = $id;
        $this->delta = $delta;
    }
}
