<?php

/**
 * Copyright Acme, Inc. Licensed under the Apache License 2.0.
 *
 * File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.
 */

declare(strict_types=1);

namespace Acme\Models;

use Acme\Core\Conversion\Union;

final class SearchQueryResponse extends Union
{
    protected const VARIANTS = [
        [\Acme\Models\Account::class, []],
        [\Acme\Models\Card::class, []],
        ['string', []],
    ];
}
