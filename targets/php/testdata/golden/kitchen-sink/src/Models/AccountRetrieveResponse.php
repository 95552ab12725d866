<?php

/**
 * Copyright Acme, Inc. Licensed under the Apache License 2.0.
 *
 * File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.
 */

declare(strict_types=1);

namespace Acme\Models;

use Acme\Core\Conversion\BaseModel;

final class AccountRetrieveResponse extends BaseModel
{
    protected const FIELDS = [
        'data' => ['data', \Acme\Models\Account::class, false],
    ];

    /**
     * @var \Acme\Models\Account|null
     */
    public ?\Acme\Models\Account $data = null;

    /**
     * A new value; properties not given are left out of requests.
     *
     * @param \Acme\Models\Account|array{name: string, status: string, nickname?: string|null, address?: \Acme\Models\Address|array{line1?: string, city?: string, country?: string}, homepage?: string, legacy_code?: string, display_name?: string, beta_feature?: bool, settings?: \Acme\Models\AccountSettings|array{theme?: string, notifications?: bool}}|null $data
     */
    public function __construct(
        \Acme\Models\Account|array|null $data = null,
    ) {
        $this->data = \Acme\Core\Conversion\Converter::coerce(\Acme\Models\Account::class, $data);
    }
}
