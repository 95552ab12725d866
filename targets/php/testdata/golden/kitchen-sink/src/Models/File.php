<?php

/**
 * Copyright Acme, Inc. Licensed under the Apache License 2.0.
 *
 * File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.
 */

declare(strict_types=1);

namespace Acme\Models;

use Acme\Core\Conversion\BaseModel;

final class File extends BaseModel
{
    protected const FIELDS = [
        'id' => ['id', 'string', false],
        'size' => ['size', 'int', false],
        'purpose' => ['purpose', 'string', false],
    ];

    /**
     * @var string|null
     */
    public ?string $id = null;

    /**
     * @var int|null
     */
    public ?int $size = null;

    /**
     * @var string|null
     */
    public ?string $purpose = null;

    /**
     * A new value; properties not given are left out of requests.
     *
     * @param string|null $id
     * @param int|null $size
     * @param string|null $purpose
     */
    public function __construct(
        ?string $id = null,
        ?int $size = null,
        ?string $purpose = null,
    ) {
        $this->id = $id;
        $this->size = $size;
        $this->purpose = $purpose;
    }
}
