<?php

/**
 * Copyright Acme, Inc. Licensed under the Apache License 2.0.
 *
 * File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.
 */

declare(strict_types=1);

namespace Acme\Models;

use Acme\Core\Conversion\BaseModel;

final class EventFeedResponseResultPaging extends BaseModel
{
    protected const FIELDS = [
        'next' => ['next', 'string', false],
    ];

    /**
     * @var string|null
     */
    public ?string $next = null;

    /**
     * A new value; properties not given are left out of requests.
     *
     * @param string|null $next
     */
    public function __construct(
        ?string $next = null,
    ) {
        $this->next = $next;
    }
}
