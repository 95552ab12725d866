<?php

/**
 * Copyright Acme, Inc. Licensed under the Apache License 2.0.
 *
 * File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.
 */

declare(strict_types=1);

namespace Acme\Models;

use Acme\Core\Conversion\BaseModel;

final class Event extends BaseModel
{
    protected const FIELDS = [
        'id' => ['id', 'string', false],
        'type' => ['type', 'string', false],
        'payload' => ['payload', 'mixed', false],
    ];

    /**
     * @var string|null
     */
    public ?string $id = null;

    /**
     * @var string|null
     */
    public ?string $type = null;

    /**
     * @var mixed
     */
    public mixed $payload = null;

    /**
     * A new value; properties not given are left out of requests.
     *
     * @param string|null $id
     * @param string|null $type
     * @param mixed $payload
     */
    public function __construct(
        ?string $id = null,
        ?string $type = null,
        mixed $payload = null,
    ) {
        $this->id = $id;
        $this->type = $type;
        $this->payload = $payload;
    }
}
