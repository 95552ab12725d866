<?php

/**
 * Copyright Acme, Inc. Licensed under the Apache License 2.0.
 *
 * File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.
 */

declare(strict_types=1);

namespace Acme\Models;

use Acme\Core\Conversion\BaseModel;

final class NotFoundError extends BaseModel
{
    protected const FIELDS = [
        'type' => ['type', \Acme\Models\NotFoundErrorType::class, true],
        'status' => ['status', \Acme\Models\NotFoundErrorStatus::class, true],
        'message' => ['message', 'string', true],
    ];

    /**
     * @var string|null
     */
    public ?string $type = null;

    /**
     * @var int|null
     */
    public ?int $status = null;

    /**
     * @var string|null
     */
    public ?string $message = null;

    /**
     * A new value; properties not given are left out of requests.
     *
     * @param string|null $type
     * @param int|null $status
     * @param string|null $message
     */
    public function __construct(
        ?string $type = null,
        ?int $status = null,
        ?string $message = null,
    ) {
        $this->type = $type;
        $this->status = $status;
        $this->message = $message;
    }
}
