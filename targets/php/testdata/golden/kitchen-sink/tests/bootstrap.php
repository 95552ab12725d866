<?php

/**
 * Copyright Acme, Inc. Licensed under the Apache License 2.0.
 *
 * File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.
 */

declare(strict_types=1);

require __DIR__ . '/../vendor/autoload.php';

if (!interface_exists(\Psr\Http\Client\ClientInterface::class)) {
    foreach (['Psr/Http/Message/autoload.php', 'Psr/Http/Message/factory-autoload.php', 'Psr/Http/Client/autoload.php'] as $file) {
        $path = stream_resolve_include_path($file);
        if ($path !== false) {
            require_once $path;
        }
    }
}
if (!class_exists(\PHPUnit\Framework\TestCase::class) && ($path = stream_resolve_include_path('PHPUnit/Autoload.php')) !== false) {
    require_once $path;
}
