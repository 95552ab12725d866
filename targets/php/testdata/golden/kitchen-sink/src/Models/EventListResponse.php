<?php

/**
 * Copyright Acme, Inc. Licensed under the Apache License 2.0.
 *
 * File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.
 */

declare(strict_types=1);

namespace Acme\Models;

use Acme\Core\Conversion\BaseModel;

final class EventListResponse extends BaseModel
{
    protected const FIELDS = [
        'events' => ['events', ['list', \Acme\Models\Event::class], false],
    ];

    /**
     * @var list<\Acme\Models\Event>|null
     */
    public ?array $events = null;

    /**
     * A new value; properties not given are left out of requests.
     *
     * @param list<\Acme\Models\Event|array{id?: string, type?: string, payload?: mixed}>|null $events
     */
    public function __construct(
        ?array $events = null,
    ) {
        $this->events = $events;
    }
}
