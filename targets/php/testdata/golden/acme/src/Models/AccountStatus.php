<?php

/**
 * File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.
 */

declare(strict_types=1);

namespace Acme\Models;

use Acme\Core\Conversion\Enum;

/**
 * The known values; others the API sends are kept as they came.
 */
final class AccountStatus extends Enum
{
    public const ACTIVE = 'active';

    public const SUSPENDED = 'suspended';

    public const CLOSED = 'closed';
}
