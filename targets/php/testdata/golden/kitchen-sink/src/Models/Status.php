<?php

/**
 * Copyright Acme, Inc. Licensed under the Apache License 2.0.
 *
 * File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.
 */

declare(strict_types=1);

namespace Acme\Models;

use Acme\Core\Conversion\BaseModel;

final class Status extends BaseModel
{
    protected const FIELDS = [
        'ok' => ['ok', 'bool', true],
        'version' => ['version', 'string', false],
    ];

    /**
     * @var bool|null
     */
    public ?bool $ok = null;

    /**
     * @var string|null
     */
    public ?string $version = null;

    /**
     * A new value; properties not given are left out of requests.
     *
     * @param bool|null $ok
     * @param string|null $version
     */
    public function __construct(
        ?bool $ok = null,
        ?string $version = null,
    ) {
        $this->ok = $ok;
        $this->version = $version;
    }
}
