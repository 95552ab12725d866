<?php

/**
 * Copyright Acme, Inc. Licensed under the Apache License 2.0.
 *
 * File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.
 */

declare(strict_types=1);

namespace Acme\Models;

use Acme\Core\Conversion\BaseModel;

final class AccountSettings extends BaseModel
{
    protected const FIELDS = [
        'theme' => ['theme', \Acme\Models\AccountSettingsTheme::class, false],
        'notifications' => ['notifications', 'bool', false],
    ];

    /**
     * @var string|null
     */
    public ?string $theme = null;

    /**
     * @var bool|null
     */
    public ?bool $notifications = null;

    /**
     * A new value; properties not given are left out of requests.
     *
     * @param string|null $theme
     * @param bool|null $notifications
     */
    public function __construct(
        ?string $theme = null,
        ?bool $notifications = null,
    ) {
        $this->theme = $theme;
        $this->notifications = $notifications;
    }
}
