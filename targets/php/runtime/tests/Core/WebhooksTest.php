<?php

declare(strict_types=1);

namespace SdkgenRuntime\Tests\Core;

use PHPUnit\Framework\TestCase;
use SdkgenRuntime\Core\Exceptions\APIException;
use SdkgenRuntime\Core\Exceptions\WebhookVerificationException;
use SdkgenRuntime\Core\Webhooks;

final class WebhooksTest extends TestCase
{
    private const SECRET = 'whsec_c2VjcmV0LWtleS1ieXRlcw==';
    private const NOW = 1_700_000_000;
    private const BODY = '{"type":"ping","n":1}';

    /**
     * @return array<string, string>
     */
    private static function signed(string $body, int $timestamp, string $extra = ''): array
    {
        $mac = base64_encode(hash_hmac('sha256', 'msg_1.' . $timestamp . '.' . $body, 'secret-key-bytes', true));
        return ['Webhook-Id' => 'msg_1', 'Webhook-Timestamp' => (string) $timestamp, 'Webhook-Signature' => trim($extra . ' v1,' . $mac)];
    }

    public function testAMatchingSignatureAmongSeveralPasses(): void
    {
        Webhooks::verify(self::BODY, self::signed(self::BODY, self::NOW, 'v1,bm90LWl0 v2,other'), self::SECRET, self::NOW + 10);
        Webhooks::verify(self::BODY, array_map(static fn (string $v): array => [$v], self::signed(self::BODY, self::NOW)), substr(self::SECRET, 6), self::NOW);
        $this->addToAssertionCount(2);
    }

    /**
     * @return iterable<string, array{0: string, 1: array<string, string>, 2: string, 3: int}>
     */
    public static function rejected(): iterable
    {
        yield 'changed body' => ['{"type":"ping","n":2}', self::signed(self::BODY, self::NOW), self::SECRET, self::NOW];
        yield 'other secret' => [self::BODY, self::signed(self::BODY, self::NOW), 'whsec_b3RoZXI=', self::NOW];
        yield 'stale' => [self::BODY, self::signed(self::BODY, self::NOW), self::SECRET, self::NOW + 301];
        yield 'from the future' => [self::BODY, self::signed(self::BODY, self::NOW), self::SECRET, self::NOW - 301];
        yield 'missing header' => [self::BODY, array_slice(self::signed(self::BODY, self::NOW), 0, 2), self::SECRET, self::NOW];
        yield 'bad timestamp' => [self::BODY, ['webhook-timestamp' => 'soon'] + self::signed(self::BODY, self::NOW), self::SECRET, self::NOW];
        yield 'secret not base64' => [self::BODY, self::signed(self::BODY, self::NOW), 'whsec_***', self::NOW];
    }

    /**
     * @dataProvider rejected
     * @param array<string, string> $headers
     */
    public function testBadDeliveriesAreRejected(string $body, array $headers, string $secret, int $now): void
    {
        $this->expectException(WebhookVerificationException::class);
        Webhooks::verify($body, $headers, $secret, $now);
    }

    public function testParseBuildsTheTypeAndRejectsNonJson(): void
    {
        self::assertSame(['type' => 'ping', 'n' => 1], Webhooks::parse(self::BODY, 'mixed'));
        $this->expectException(APIException::class);
        Webhooks::parse('not json', 'mixed');
    }
}
