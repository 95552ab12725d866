<?php

/**
 * Copyright Acme, Inc. Licensed under the Apache License 2.0.
 *
 * File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.
 */

declare(strict_types=1);

namespace Acme\Models;

use Acme\Core\Conversion\BaseModel;

final class EventFeedResponseResult extends BaseModel
{
    protected const FIELDS = [
        'entries' => ['entries', ['list', \Acme\Models\Event::class], false],
        'paging' => ['paging', \Acme\Models\EventFeedResponseResultPaging::class, false],
    ];

    /**
     * @var list<\Acme\Models\Event>|null
     */
    public ?array $entries = null;

    /**
     * @var \Acme\Models\EventFeedResponseResultPaging|null
     */
    public ?\Acme\Models\EventFeedResponseResultPaging $paging = null;

    /**
     * A new value; properties not given are left out of requests.
     *
     * @param list<\Acme\Models\Event|array{id?: string, type?: string, payload?: mixed}>|null $entries
     * @param \Acme\Models\EventFeedResponseResultPaging|array{next?: string|null}|null $paging
     */
    public function __construct(
        ?array $entries = null,
        \Acme\Models\EventFeedResponseResultPaging|array|null $paging = null,
    ) {
        $this->entries = $entries;
        $this->paging = \Acme\Core\Conversion\Converter::coerce(\Acme\Models\EventFeedResponseResultPaging::class, $paging);
    }
}
