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
 * A page of the cursor_page scheme.
 *
 * @template TItem
 * @extends BasePage<TItem>
 */
final class CursorPage extends BasePage
{
    protected const SCHEME = [
        'type' => 'cursor',
        'location' => 'query',
        'nextParam' => 'cursor',
        'nextCursor' => ['next_cursor'],
    ];
}
