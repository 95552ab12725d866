<?php

/**
 * Copyright Acme, Inc. Licensed under the Apache License 2.0.
 *
 * File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.
 */

declare(strict_types=1);

namespace Acme\Services;

use Acme\Core\Omit;
use Acme\Core\RawResponse;
use Acme\Core\Util;

/**
 * The raw responses of the chat endpoints: status, headers and body; parse() gives what the service returns.
 */
final class ChatRawService
{
    public function __construct(private \Acme\Client $client)
    {
    }
}
