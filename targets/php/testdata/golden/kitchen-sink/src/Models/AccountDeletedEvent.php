<?php

/**
 * Copyright Acme, Inc. Licensed under the Apache License 2.0.
 *
 * File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.
 */

declare(strict_types=1);

namespace Acme\Models;

use Acme\Core\Conversion\BaseModel;

final class AccountDeletedEvent extends BaseModel
{
    protected const FIELDS = [
        'type' => ['type', 'string', true],
        'account_id' => ['accountID', 'string', true],
    ];

    /**
     * @var string|null
     */
    public ?string $type = null;

    /**
     * @var string|null
     */
    public ?string $accountID = null;

    /**
     * A new value; properties not given are left out of requests.
     *
     * @param string|null $type
     * @param string|null $accountID
     */
    public function __construct(
        ?string $type = null,
        ?string $accountID = null,
    ) {
        $this->type = $type;
        $this->accountID = $accountID;
    }
}
