<?php

/**
 * Copyright Acme, Inc. Licensed under the Apache License 2.0.
 *
 * File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.
 */

declare(strict_types=1);

namespace Acme\Models;

use Acme\Core\Conversion\BaseModel;

final class AccountCreatedEvent extends BaseModel
{
    protected const FIELDS = [
        'type' => ['type', 'string', true],
        'account' => ['account', \Acme\Models\Account::class, true],
    ];

    /**
     * @var string|null
     */
    public ?string $type = null;

    /**
     * @var \Acme\Models\Account|null
     */
    public ?\Acme\Models\Account $account = null;

    /**
     * A new value; properties not given are left out of requests.
     *
     * @param string|null $type
     * @param \Acme\Models\Account|array{name: string, status: string, nickname?: string|null, address?: \Acme\Models\Address|array{line1?: string, city?: string, country?: string}, homepage?: string, legacy_code?: string, display_name?: string, beta_feature?: bool, settings?: \Acme\Models\AccountSettings|array{theme?: string, notifications?: bool}}|null $account
     */
    public function __construct(
        ?string $type = null,
        \Acme\Models\Account|array|null $account = null,
    ) {
        $this->type = $type;
        $this->account = \Acme\Core\Conversion\Converter::coerce(\Acme\Models\Account::class, $account);
    }
}
