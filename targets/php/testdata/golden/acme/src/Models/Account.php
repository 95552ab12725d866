<?php

/**
 * File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.
 */

declare(strict_types=1);

namespace Acme\Models;

use Acme\Core\Conversion\BaseModel;

final class Account extends BaseModel
{
    protected const FIELDS = [
        'id' => ['id', 'string', true],
        'name' => ['name', 'string', true],
        'email' => ['email', 'string', false],
        'status' => ['status', \Acme\Models\AccountStatus::class, true],
    ];

    /**
     * @var string|null
     */
    public ?string $id = null;

    /**
     * @var string|null
     */
    public ?string $name = null;

    /**
     * @var string|null
     */
    public ?string $email = null;

    /**
     * @var string|null
     */
    public ?string $status = null;

    /**
     * A new value; properties not given are left out of requests.
     *
     * @param string|null $id
     * @param string|null $name
     * @param string|null $email
     * @param string|null $status
     */
    public function __construct(
        ?string $id = null,
        ?string $name = null,
        ?string $email = null,
        ?string $status = null,
    ) {
        $this->id = $id;
        $this->name = $name;
        $this->email = $email;
        $this->status = $status;
    }
}
