<?php

declare(strict_types=1);

namespace SdkgenRuntime\Core\Exceptions;

/**
 * A webhook delivery's signature is missing, malformed, stale or does not match the secret.
 */
class WebhookVerificationException extends APIException
{
}
