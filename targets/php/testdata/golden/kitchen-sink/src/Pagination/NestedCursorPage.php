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
 * A page of the nested_cursor_page scheme.
 *
 * @template TItem
 * @extends BasePage<TItem>
 */
final class NestedCursorPage extends BasePage
{
    protected const SCHEME = [
        'type' => 'cursor',
        'location' => 'query',
        'nextParam' => 'cursor',
        'nextCursor' => ['result', 'paging', 'next'],
    ];
}
