<?php

/**
 * Copyright Acme, Inc. Licensed under the Apache License 2.0.
 *
 * File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.
 */

declare(strict_types=1);

namespace Acme\Models;

use Acme\Core\Conversion\BaseModel;

final class CompletionCreateParamsMessages extends BaseModel
{
    protected const FIELDS = [
        'role' => ['role', \Acme\Models\CompletionCreateParamsMessagesRole::class, true],
        'content' => ['content', 'string', true],
    ];

    /**
     * @var string|null
     */
    public ?string $role = null;

    /**
     * @var string|null
     */
    public ?string $content = null;

    /**
     * A new value; properties not given are left out of requests.
     *
     * @param string|null $role
     * @param string|null $content
     */
    public function __construct(
        ?string $role = null,
        ?string $content = null,
    ) {
        $this->role = $role;
        $this->content = $content;
    }
}
