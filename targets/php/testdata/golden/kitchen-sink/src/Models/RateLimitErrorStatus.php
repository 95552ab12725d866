<?php

/**
 * Copyright Acme, Inc. Licensed under the Apache License 2.0.
 *
 * File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.
 */

declare(strict_types=1);

namespace Acme\Models;

use Acme\Core\Conversion\Enum;

/**
 * The known values; others the API sends are kept as they came.
 */
final class RateLimitErrorStatus extends Enum
{
    public const N429 = 429;
}
