<?php

/**
 * Copyright Acme, Inc. Licensed under the Apache License 2.0.
 *
 * File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.
 */

declare(strict_types=1);

namespace Acme\Models;

use Acme\Core\Conversion\Union;

final class Pet extends Union
{
    protected const DISCRIMINATOR = 'kind';

    protected const VARIANTS = [
        [\Acme\Models\Dog::class, ['dog']],
        [\Acme\Models\Cat::class, ['cat']],
    ];
}
