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
final class CardBrand extends Enum
{
    public const VISA = 'visa';

    public const MASTERCARD = 'mastercard';

    public const AMEX = 'amex';
}
