<?php

/**
 * Copyright Acme, Inc. Licensed under the Apache License 2.0.
 *
 * File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.
 */

declare(strict_types=1);

namespace Acme\Models;

use Acme\Core\Conversion\BaseModel;

final class SearchQueryParamsFilter extends BaseModel
{
    protected const FIELDS = [
        'created_after' => ['createdAfter', 'string', false],
        'owner' => ['owner', 'string', false],
    ];

    /**
     * @var string|null
     */
    public ?string $createdAfter = null;

    /**
     * @var string|null
     */
    public ?string $owner = null;

    /**
     * A new value; properties not given are left out of requests.
     *
     * @param string|null $createdAfter
     * @param string|null $owner
     */
    public function __construct(
        ?string $createdAfter = null,
        ?string $owner = null,
    ) {
        $this->createdAfter = $createdAfter;
        $this->owner = $owner;
    }
}
