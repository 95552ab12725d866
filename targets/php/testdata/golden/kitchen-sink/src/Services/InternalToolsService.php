<?php

/**
 * Copyright Acme, Inc. Licensed under the Apache License 2.0.
 *
 * File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.
 */

declare(strict_types=1);

namespace Acme\Services;

use Acme\Core\Omit;

/**
 * Hand-written helpers that live in the SDKs' custom code folders.
 */
final class InternalToolsService
{
    /** The same methods, returning the responses as they came. */
    public readonly InternalToolsRawService $raw;

    public function __construct(\Acme\Client $client)
    {
        $this->raw = new InternalToolsRawService($client);
    }
}
