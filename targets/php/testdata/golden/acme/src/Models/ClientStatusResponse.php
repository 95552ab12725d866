<?php

/**
 * File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.
 */

declare(strict_types=1);

namespace Acme\Models;

use Acme\Core\Conversion\BaseModel;

final class ClientStatusResponse extends BaseModel
{
    protected const FIELDS = [
        'ok' => ['ok', 'bool', true],
    ];

    /**
     * @var bool|null
     */
    public ?bool $ok = null;

    /**
     * A new value; properties not given are left out of requests.
     *
     * @param bool|null $ok
     */
    public function __construct(
        ?bool $ok = null,
    ) {
        $this->ok = $ok;
    }
}
