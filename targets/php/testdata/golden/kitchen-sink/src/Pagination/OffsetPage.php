<?php

/**
 * Copyright Acme, Inc. Licensed under the Apache License 2.0.
 *
 * File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.
 */

declare(strict_types=1);

namespace Acme\Pagination;

use Acme\Core\Pagination\Page as BasePage;

/**
 * A page of the offset_page scheme.
 *
 * @template TItem
 * @extends BasePage<TItem>
 */
final class OffsetPage extends BasePage
{
    protected const SCHEME = [
        'type' => 'offset',
        'location' => 'query',
        'offsetParam' => 'offset',
        'totalCount' => ['total_count'],
        'countStart' => ['next_offset'],
    ];
}
