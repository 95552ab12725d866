<?php

/**
 * Copyright Acme, Inc. Licensed under the Apache License 2.0.
 *
 * File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.
 */

declare(strict_types=1);

namespace Acme\Models;

use Acme\Core\Conversion\BaseModel;

final class Account extends BaseModel
{
    protected const FIELDS = [
        'id' => ['id', 'string', true],
        'created_at' => ['createdAt', 'string', true],
        'name' => ['name', 'string', true],
        'status' => ['status', \Acme\Models\AccountStatus::class, true],
        'nickname' => ['nickname', 'string', false],
        'address' => ['address', \Acme\Models\Address::class, false],
        'homepage' => ['homepage', 'string', false],
        'legacy_code' => ['legacyCode', 'string', false],
        'display_name' => ['displayName', 'string', false],
        'beta_feature' => ['betaFeature', 'bool', false],
        'settings' => ['settings', \Acme\Models\AccountSettings::class, false],
    ];

    /**
     * @var string|null
     */
    public ?string $id = null;

    /**
     * @var string|null
     */
    public ?string $createdAt = null;

    /**
     * @var string|null
     */
    public ?string $name = null;

    /**
     * @var string|null
     */
    public ?string $status = null;

    /**
     * @var string|null
     */
    public ?string $nickname = null;

    /**
     * @var \Acme\Models\Address|null
     */
    public ?\Acme\Models\Address $address = null;

    /**
     * @var string|null
     */
    public ?string $homepage = null;

    /**
     * @deprecated Use homepage instead.
     *
     * @var string|null
     */
    public ?string $legacyCode = null;

    /**
     * @var string|null
     */
    public ?string $displayName = null;

    /**
     * @var bool|null
     */
    public ?bool $betaFeature = null;

    /**
     * @var \Acme\Models\AccountSettings|null
     */
    public ?\Acme\Models\AccountSettings $settings = null;

    /**
     * A new value; properties not given are left out of requests.
     *
     * @param string|null $id
     * @param string|null $createdAt
     * @param string|null $name
     * @param string|null $status
     * @param string|null $nickname
     * @param \Acme\Models\Address|array{line1?: string, city?: string, country?: string}|null $address
     * @param string|null $homepage
     * @param string|null $legacyCode
     * @param string|null $displayName
     * @param bool|null $betaFeature
     * @param \Acme\Models\AccountSettings|array{theme?: string, notifications?: bool}|null $settings
     */
    public function __construct(
        ?string $id = null,
        ?string $createdAt = null,
        ?string $name = null,
        ?string $status = null,
        ?string $nickname = null,
        \Acme\Models\Address|array|null $address = null,
        ?string $homepage = null,
        ?string $legacyCode = null,
        ?string $displayName = null,
        ?bool $betaFeature = null,
        \Acme\Models\AccountSettings|array|null $settings = null,
    ) {
        $this->id = $id;
        $this->createdAt = $createdAt;
        $this->name = $name;
        $this->status = $status;
        $this->nickname = $nickname;
        $this->address = \Acme\Core\Conversion\Converter::coerce(\Acme\Models\Address::class, $address);
        $this->homepage = $homepage;
        $this->legacyCode = $legacyCode;
        $this->displayName = $displayName;
        $this->betaFeature = $betaFeature;
        $this->settings = \Acme\Core\Conversion\Converter::coerce(\Acme\Models\AccountSettings::class, $settings);
    }
}
