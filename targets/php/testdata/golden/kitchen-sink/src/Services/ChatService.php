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
 * The chat endpoints.
 */
final class ChatService
{
    /** The same methods, returning the responses as they came. */
    public readonly ChatRawService $raw;

    public readonly ChatCompletionsService $completions;

    public function __construct(\Acme\Client $client)
    {
        $this->raw = new ChatRawService($client);
        $this->completions = new ChatCompletionsService($client);
    }
}
