<?php

/**
 * Copyright Acme, Inc. Licensed under the Apache License 2.0.
 *
 * File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.
 */

declare(strict_types=1);

namespace Acme\Models;

use Acme\Core\Conversion\BaseModel;

final class EventFeedResponse extends BaseModel
{
    protected const FIELDS = [
        'result' => ['result', \Acme\Models\EventFeedResponseResult::class, false],
    ];

    /**
     * @var \Acme\Models\EventFeedResponseResult|null
     */
    public ?\Acme\Models\EventFeedResponseResult $result = null;

    /**
     * A new value; properties not given are left out of requests.
     *
     * @param \Acme\Models\EventFeedResponseResult|array{entries?: list<\Acme\Models\Event|array{id?: string, type?: string, payload?: mixed}>, paging?: \Acme\Models\EventFeedResponseResultPaging|array{next?: string|null}}|null $result
     */
    public function __construct(
        \Acme\Models\EventFeedResponseResult|array|null $result = null,
    ) {
        $this->result = \Acme\Core\Conversion\Converter::coerce(\Acme\Models\EventFeedResponseResult::class, $result);
    }
}
