<?php

/**
 * Copyright Acme, Inc. Licensed under the Apache License 2.0.
 *
 * File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.
 */

declare(strict_types=1);

namespace Acme\Models;

use Acme\Core\Conversion\BaseModel;

final class FriendListResponse extends BaseModel
{
    protected const FIELDS = [
        'data' => ['data', ['list', \Acme\Models\Friend::class], false],
        'has_more' => ['hasMore', 'bool', false],
    ];

    /**
     * @var list<\Acme\Models\Friend>|null
     */
    public ?array $data = null;

    /**
     * @var bool|null
     */
    public ?bool $hasMore = null;

    /**
     * A new value; properties not given are left out of requests.
     *
     * @param list<\Acme\Models\Friend|array{id: string, name?: string}>|null $data
     * @param bool|null $hasMore
     */
    public function __construct(
        ?array $data = null,
        ?bool $hasMore = null,
    ) {
        $this->data = $data;
        $this->hasMore = $hasMore;
    }
}
