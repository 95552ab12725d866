<?php

/**
 * Copyright Acme, Inc. Licensed under the Apache License 2.0.
 *
 * File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.
 */

declare(strict_types=1);

namespace Acme\Models;

use Acme\Core\Conversion\BaseModel;

final class Node extends BaseModel
{
    protected const FIELDS = [
        'value' => ['value', 'string', false],
        'children' => ['children', ['list', \Acme\Models\Node::class], false],
    ];

    /**
     * @var string|null
     */
    public ?string $value = null;

    /**
     * @var list<\Acme\Models\Node>|null
     */
    public ?array $children = null;

    /**
     * A new value; properties not given are left out of requests.
     *
     * @param string|null $value
     * @param list<\Acme\Models\Node|array{value?: string, children?: list<\Acme\Models\Node|array<string, mixed>>}>|null $children
     */
    public function __construct(
        ?string $value = null,
        ?array $children = null,
    ) {
        $this->value = $value;
        $this->children = $children;
    }
}
