<?php

/**
 * Copyright Acme, Inc. Licensed under the Apache License 2.0.
 *
 * File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.
 */

declare(strict_types=1);

namespace Acme\Models;

use Acme\Core\Conversion\BaseModel;

final class Tag extends BaseModel
{
    protected const FIELDS = [
        'name' => ['name', 'string', false],
        'labels' => ['labels', ['list', \Acme\Models\Label::class], false],
    ];

    /**
     * @var string|null
     */
    public ?string $name = null;

    /**
     * @var list<\Acme\Models\Label>|null
     */
    public ?array $labels = null;

    /**
     * A new value; properties not given are left out of requests.
     *
     * @param string|null $name
     * @param list<\Acme\Models\Label|array{text?: string}>|null $labels
     */
    public function __construct(
        ?string $name = null,
        ?array $labels = null,
    ) {
        $this->name = $name;
        $this->labels = $labels;
    }
}
