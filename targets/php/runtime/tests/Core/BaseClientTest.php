<?php

declare(strict_types=1);

namespace SdkgenRuntime\Tests\Core;

use PHPUnit\Framework\TestCase;
use SdkgenRuntime\Core\Exceptions\APIStatusException;
use SdkgenRuntime\Core\Exceptions\APITimeoutException;
use SdkgenRuntime\Core\Exceptions\AuthenticationException;
use SdkgenRuntime\Core\Exceptions\InternalServerException;
use SdkgenRuntime\Core\Exceptions\NotFoundException;
use SdkgenRuntime\Core\Exceptions\RateLimitException;
use SdkgenRuntime\Core\FileParam;
use SdkgenRuntime\Core\Http\Response;
use SdkgenRuntime\Core\Omit;
use SdkgenRuntime\Core\Util;

final class BaseClientTest extends TestCase
{
    private const AUTH = [
        'schemes' => [
            'key' => ['kind' => 'api_key', 'in' => 'header', 'name' => 'X-Api-Key', 'value' => 'apiKey'],
            'bearer' => ['kind' => 'bearer', 'value' => 'token'],
        ],
        'alternatives' => [['bearer'], ['key']],
        'env' => ['TEST_API_KEY'],
    ];

    public function testRetriesOnServerErrorsWithTheSameIdempotencyKeyAndCount(): void
    {
        $http = new FakeHttpClient([new Response(500), new Response(503), new Response(200, ['content-type' => 'application/json'], '{"ok":true}')]);
        $client = FakeHttpClient::client($http, ['idempotencyHeader' => 'idempotency-key']);
        $result = $client->request('post', 'things', body: ['a' => 1]);
        self::assertSame(['ok' => true], $result);
        self::assertCount(3, $http->sent);
        self::assertSame(['0', '1', '2'], array_map(fn ($r) => $r->getHeaderLine('x-sdkgen-retry-count'), $http->sent));
        $keys = array_unique(array_map(fn ($r) => $r->getHeaderLine('idempotency-key'), $http->sent));
        self::assertCount(1, $keys);
        self::assertMatchesRegularExpression('/^sdkgen-php-retry-[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/', $keys[0]);
        self::assertCount(2, $client->slept);
        self::assertGreaterThanOrEqual(0.375, $client->slept[0]);
        self::assertLessThanOrEqual(0.5, $client->slept[0]);
        self::assertLessThanOrEqual(1.0, $client->slept[1]);
        self::assertSame('60', $http->sent[0]->getHeaderLine('x-sdkgen-timeout'));
        self::assertSame('php', $http->sent[0]->getHeaderLine('x-sdkgen-lang'));
        self::assertSame('d', $http->sent[0]->getHeaderLine('x-default'));
    }

    public function testRetryAfterIsHonouredUpToSixtySeconds(): void
    {
        $http = new FakeHttpClient([new Response(429, ['retry-after' => '3']), new Response(429, ['retry-after-ms' => '1500']), new Response(429, ['retry-after' => '600']), new Response(200)]);
        $client = FakeHttpClient::client($http, [], 3);
        $client->request('get', 'x');
        self::assertSame(3.0, $client->slept[0]);
        self::assertSame(1.5, $client->slept[1]);
        self::assertLessThanOrEqual(2.0, $client->slept[2]);
    }

    public function testShouldRetryHeaderAndExhaustedRetriesRaiseByStatus(): void
    {
        $http = new FakeHttpClient([new Response(404, ['x-request-id' => 'req_1'], '{"message":"nope"}')]);
        $client = FakeHttpClient::client($http, ['errorMessageProperty' => 'message']);
        try {
            $client->request('get', 'x');
            self::fail('no exception');
        } catch (NotFoundException $e) {
            self::assertSame('nope', $e->getMessage());
            self::assertSame(404, $e->status);
            self::assertSame('req_1', $e->requestId);
        }
        $http = new FakeHttpClient([new Response(400, ['x-should-retry' => 'true']), new Response(500, ['x-should-retry' => 'false'])]);
        $this->expectException(InternalServerException::class);
        FakeHttpClient::client($http)->request('get', 'x');
    }

    /**
     * @return list<array{int, class-string}>
     */
    public static function statuses(): array
    {
        return [[401, AuthenticationException::class], [429, RateLimitException::class], [418, APIStatusException::class], [502, InternalServerException::class]];
    }

    /**
     * @dataProvider statuses
     */
    public function testExceptionPerStatus(int $status, string $class): void
    {
        $http = new FakeHttpClient(array_fill(0, 3, new Response($status)));
        try {
            FakeHttpClient::client($http, [], 0)->request('get', 'x');
            self::fail('no exception');
        } catch (APIStatusException $e) {
            self::assertSame($class, $e::class);
        }
    }

    public function testTimeoutsAreRetriedThenRaised(): void
    {
        $http = new FakeHttpClient(['timeout', 'timeout', 'timeout']);
        $client = FakeHttpClient::client($http);
        try {
            $client->request('get', 'x');
            self::fail('no exception');
        } catch (APITimeoutException) {
            self::assertCount(3, $http->sent);
        }
    }

    public function testAuthTriesAlternativesInOrder(): void
    {
        $http = new FakeHttpClient([new Response(200), new Response(200)]);
        $client = FakeHttpClient::client($http, ['auth' => self::AUTH]);
        $client->request('get', 'x');
        self::assertSame('key', $http->sent[0]->getHeaderLine('x-api-key'));
        $client->token = 'tok';
        $client->request('get', 'x');
        self::assertSame('Bearer tok', $http->sent[1]->getHeaderLine('authorization'));
        $client->apiKey = null;
        $client->token = null;
        $this->expectExceptionMessage('TEST_API_KEY');
        $client->request('get', 'x');
    }

    public function testRequestOptionsAddHeadersQueryAndBody(): void
    {
        $http = new FakeHttpClient([new Response(200)]);
        FakeHttpClient::client($http)->request('post', '/things', ['a' => [1, 2]], body: ['b' => 1], requestOptions: [
            'extraHeaders' => ['X-Extra' => 'e', 'x-default' => null],
            'extraQueryParams' => ['c' => ['d' => 'e']],
            'extraBodyParams' => ['f' => true],
            'timeout' => 2.5,
        ]);
        $sent = $http->sent[0];
        self::assertSame('http://api.test/v1/things?a=1&a=2&c%5Bd%5D=e', (string) $sent->getUri());
        self::assertSame('e', $sent->getHeaderLine('x-extra'));
        self::assertFalse($sent->hasHeader('x-default'));
        self::assertSame('2', $sent->getHeaderLine('x-sdkgen-timeout'));
        self::assertSame('{"b":1,"f":true}', (string) $sent->getBody());
    }

    public function testAnEmptyObjectBodyIsSentAsAnObject(): void
    {
        $http = new FakeHttpClient([new Response(200), new Response(200)]);
        $client = FakeHttpClient::client($http);
        $client->requestRaw(['method' => 'put', 'path' => 'x', 'body' => Util::compact(['a' => Omit::Omitted]), 'objectBody' => true]);
        $client->requestRaw(['method' => 'put', 'path' => 'x', 'body' => []]);
        self::assertSame('{}', (string) $http->sent[0]->getBody());
        self::assertSame('[]', (string) $http->sent[1]->getBody());
    }

    public function testAnOmittedBodyIsNotSent(): void
    {
        $http = new FakeHttpClient([new Response(200)]);
        FakeHttpClient::client($http)->requestRaw(['method' => 'post', 'path' => 'x', 'body' => Omit::Omitted]);
        self::assertSame('', (string) $http->sent[0]->getBody());
        self::assertFalse($http->sent[0]->hasHeader('content-type'));
    }

    public function testRedirectsAreFollowedAndDropCredentialsAcrossOrigins(): void
    {
        $http = new FakeHttpClient([new Response(303, ['location' => 'https://other.test/done']), new Response(200)]);
        $client = FakeHttpClient::client($http, ['auth' => self::AUTH]);
        $client->token = 'tok';
        $client->request('post', 'x', body: ['a' => 1]);
        self::assertSame('GET', $http->sent[1]->getMethod());
        self::assertFalse($http->sent[1]->hasHeader('authorization'));
        self::assertSame('https://other.test/done', (string) $http->sent[1]->getUri());
    }

    public function testMultipartRepeatsArraysAndSendsFiles(): void
    {
        $http = new FakeHttpClient([new Response(200)]);
        $client = FakeHttpClient::client($http, ['multipartArrays' => 'repeat']);
        $client->requestRaw(['method' => 'post', 'path' => 'up', 'encoding' => 'multipart', 'body' => [
            'tags' => ['a', 'b'], 'file' => FileParam::fromString('hello', 'h.txt', 'text/plain'),
        ]]);
        $body = (string) $http->sent[0]->getBody();
        self::assertSame(2, substr_count($body, 'name="tags"'));
        self::assertStringContainsString("filename=\"h.txt\"\r\nContent-Type: text/plain\r\n\r\nhello", $body);
        self::assertStringStartsWith('multipart/form-data; boundary=', $http->sent[0]->getHeaderLine('content-type'));
    }

    public function testMultipartArraysWithIndicesAndOmittedParams(): void
    {
        $http = new FakeHttpClient([new Response(200)]);
        $client = FakeHttpClient::client($http, ['multipartArrays' => 'indices']);
        $client->requestRaw(['method' => 'post', 'path' => 'up', 'encoding' => 'multipart', 'body' => Util::compact([
            'tags' => ['a', 'b'], 'skipped' => Omit::Omitted,
        ])]);
        $body = (string) $http->sent[0]->getBody();
        self::assertStringContainsString('name="tags[0]"', $body);
        self::assertStringContainsString('name="tags[1]"', $body);
        self::assertStringNotContainsString('skipped', $body);
    }

    /**
     * @return iterable<string, array{0: string|false, 1: list<string>, 2: list<string>}>
     */
    public static function logLevels(): iterable
    {
        yield 'debug' => ['debug', ['request GET http://api.test/v1/x?api_key=***&q=1', 'request headers', 'retrying GET', 'after status 503', 'response 200', 'response headers'], []];
        yield 'info' => ['INFO', ['request GET', 'retrying GET', 'response 503', 'response 200'], ['headers']];
        yield 'warn' => ['warn', [], ['request', 'response']];
        yield 'unset' => [false, [], ['request', 'response']];
    }

    /**
     * @dataProvider logLevels
     * @param list<string> $present
     * @param list<string> $absent
     */
    public function testLogLevelsAndRedaction(string|false $level, array $present, array $absent): void
    {
        putenv($level === false ? 'SDKGEN_TEST_LOG' : 'SDKGEN_TEST_LOG=' . $level);
        try {
            $http = new FakeHttpClient([new Response(503), new Response(200, ['set-cookie' => 'session=sekrit-cookie'])]);
            $auth = ['schemes' => ['key' => ['kind' => 'api_key', 'in' => 'header', 'name' => 'X-Api-Key', 'value' => 'apiKey'], 'bearer' => ['kind' => 'bearer', 'value' => 'token'], 'query' => ['kind' => 'api_key', 'in' => 'query', 'name' => 'api_key', 'value' => 'apiKey']], 'alternatives' => [['bearer', 'key', 'query']], 'env' => []];
            $client = FakeHttpClient::client($http, ['logEnv' => 'SDKGEN_TEST_LOG', 'auth' => $auth, 'secretNames' => ['x-api-key', 'api_key']]);
            $client->apiKey = 'sekrit-key';
            $client->token = 'sekrit-token';
            $client->request('get', 'x', query: ['q' => 1]);
        } finally {
            putenv('SDKGEN_TEST_LOG');
        }
        $log = implode("\n", $client->logged);
        foreach ($present as $text) {
            self::assertStringContainsString($text, $log);
        }
        foreach ($absent as $text) {
            self::assertStringNotContainsString($text, $log);
        }
        self::assertStringNotContainsString('sekrit', $log);
        self::assertSame([], array_filter($client->logged, static fn (string $line): bool => !str_starts_with($line, '[' . TestClient::class . '] ')));
    }
}
