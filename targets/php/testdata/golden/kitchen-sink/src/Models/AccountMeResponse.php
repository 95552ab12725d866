<?php

/**
 * Copyright Acme, Inc. Licensed under the Apache License 2.0.
 *
 * File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.
 */

declare(strict_types=1);

namespace Acme\Models;

use Acme\Core\Conversion\BaseModel;

final class AccountMeResponse extends BaseModel
{
    protected const FIELDS = [
        'user' => ['user', \Acme\Models\Account::class, false],
    ];

    /**
     * @var \Acme\Models\Account|null
     */
    public ?\Acme\Models\Account $user = null;

    /**
     * A new value; properties not given are left out of requests.
     *
     * @param \Acme\Models\Account|array{name: string, status: string, nickname?: string|null, address?: \Acme\Models\Address|array{line1?: string, city?: string, country?: string}, homepage?: string, legacy_code?: string, display_name?: string, beta_feature?: bool, settings?: \Acme\Models\AccountSettings|array{theme?: string, notifications?: bool}}|null $user
     */
    public function __construct(
        \Acme\Models\Account|array|null $user = null,
    ) {
        $this->user = \Acme\Core\Conversion\Converter::coerce(\Acme\Models\Account::class, $user);
    }
}
