<?php

/**
 * Copyright Acme, Inc. Licensed under the Apache License 2.0.
 *
 * File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.
 */

declare(strict_types=1);

namespace Acme\Models;

use Acme\Core\Conversion\BaseModel;

final class Completion extends BaseModel
{
    protected const FIELDS = [
        'id' => ['id', 'string', false],
        'text' => ['text', 'string', false],
    ];

    /**
     * @var string|null
     */
    public ?string $id = null;

    /**
     * @var string|null
     */
    public ?string $text = null;

    /**
     * A new value; properties not given are left out of requests.
     *
     * @param string|null $id
     * @param string|null $text
     */
    public function __construct(
        ?string $id = null,
        ?string $text = null,
    ) {
        $this->id = $id;
        $this->text = $text;
    }
}
