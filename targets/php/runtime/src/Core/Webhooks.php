<?php

declare(strict_types=1);

namespace SdkgenRuntime\Core;

use SdkgenRuntime\Core\Conversion\Converter;
use SdkgenRuntime\Core\Exceptions\APIException;
use SdkgenRuntime\Core\Exceptions\WebhookVerificationException;

/**
 * Standard Webhooks deliveries: checking their signature and parsing their payload.
 */
final class Webhooks
{
    /** How far (seconds) a delivery's timestamp may be from now, either way. */
    public const TOLERANCE = 300;

    /**
     * Checks a delivery's signature: the webhook-signature header holds space-separated `v1,<base64>` signatures,
     * one of which must be the HMAC-SHA256 of `<webhook-id>.<webhook-timestamp>.<body>` keyed by the secret (its
     * `whsec_` prefix removed, base64-decoded); the timestamp must be within TOLERANCE seconds of now.
     *
     * @param array<string, string|list<string>> $headers the delivery's headers, any case (PSR-7's getHeaders() fits)
     * @throws WebhookVerificationException when any of that fails
     */
    public static function verify(string $body, array $headers, string $secret, ?int $now = null): void
    {
        $id = self::header($headers, 'webhook-id');
        $timestamp = self::header($headers, 'webhook-timestamp');
        $signatures = self::header($headers, 'webhook-signature');
        if ($id === null || $timestamp === null || $signatures === null) {
            throw new WebhookVerificationException('The webhook-id, webhook-timestamp and webhook-signature headers are required.');
        }
        if (preg_match('/^\d{1,12}$/', $timestamp) !== 1) {
            throw new WebhookVerificationException('The webhook-timestamp header is not a Unix time.');
        }
        if (abs(($now ?? time()) - (int) $timestamp) > self::TOLERANCE) {
            throw new WebhookVerificationException('The webhook timestamp is more than ' . self::TOLERANCE . ' seconds from now.');
        }
        $key = base64_decode(str_starts_with($secret, 'whsec_') ? substr($secret, 6) : $secret, true);
        if ($key === false || $key === '') {
            throw new WebhookVerificationException('The webhook secret is not base64.');
        }
        $expected = base64_encode(hash_hmac('sha256', $id . '.' . $timestamp . '.' . $body, $key, true));
        foreach (preg_split('/\s+/', trim($signatures)) ?: [] as $signature) {
            [$version, $value] = array_pad(explode(',', $signature, 2), 2, '');
            if ($version === 'v1' && hash_equals($expected, $value)) {
                return;
            }
        }
        throw new WebhookVerificationException('No webhook signature matches.');
    }

    /**
     * A webhook payload built as the given type (a model class, or a type spec the Converter takes), unverified.
     * Like every response, it is kept as it came where it does not fit the type.
     *
     * @throws APIException when the body is not JSON
     */
    public static function parse(string $body, mixed $type): mixed
    {
        try {
            $data = json_decode($body, true, 512, JSON_THROW_ON_ERROR);
        } catch (\JsonException $e) {
            throw new APIException('The webhook body is not JSON: ' . $e->getMessage(), null, null, $e);
        }
        return Converter::coerce($type, $data);
    }

    /**
     * @param array<string, string|list<string>> $headers
     */
    private static function header(array $headers, string $name): ?string
    {
        foreach ($headers as $key => $value) {
            if (strtolower((string) $key) === $name) {
                $value = is_array($value) ? implode(', ', $value) : $value;
                return $value === '' ? null : $value;
            }
        }
        return null;
    }
}
