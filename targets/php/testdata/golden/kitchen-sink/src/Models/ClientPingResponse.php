<?php

/**
 * Copyright Acme, Inc. Licensed under the Apache License 2.0.
 *
 * File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.
 */

declare(strict_types=1);

namespace Acme\Models;

use Acme\Core\Conversion\BaseModel;

final class ClientPingResponse extends BaseModel
{
    protected const FIELDS = [
        'pong' => ['pong', 'bool', false],
    ];

    /**
     * @var bool|null
     */
    public ?bool $pong = null;

    /**
     * A new value; properties not given are left out of requests.
     *
     * @param bool|null $pong
     */
    public function __construct(
        ?bool $pong = null,
    ) {
        $this->pong = $pong;
    }
}
