<?php

declare(strict_types=1);

namespace SdkgenRuntime\Tests\Core;

use Psr\Http\Client\ClientInterface;
use Psr\Http\Message\RequestInterface;
use Psr\Http\Message\ResponseInterface;
use SdkgenRuntime\Core\BaseClient;
use SdkgenRuntime\Core\Http\NetworkException;

/**
 * A PSR-18 client that answers from a list and records what it was sent.
 */
final class FakeHttpClient implements ClientInterface
{
    /** @var list<RequestInterface> */
    public array $sent = [];

    /**
     * @param list<ResponseInterface|string> $answers a response, or 'timeout' / 'refused'
     */
    public function __construct(private array $answers)
    {
    }

    public function sendRequest(RequestInterface $request): ResponseInterface
    {
        $this->sent[] = $request;
        $answer = array_shift($this->answers) ?? throw new \LogicException('no answer left');
        if (is_string($answer)) {
            throw new NetworkException($request, $answer, $answer === 'timeout');
        }
        return $answer;
    }

    /**
     * A client of the fake, with recorded (not real) sleeps.
     *
     * @param array<string, mixed> $settings
     */
    public static function client(self $http, array $settings = [], int $maxRetries = 2): TestClient
    {
        return new TestClient('http://api.test/v1', 60.0, $maxRetries, ['x-default' => 'd'], [], $settings + ['version' => '1.2.3'], $http);
    }
}

/**
 * A BaseClient that records its waits instead of sleeping.
 */
final class TestClient extends BaseClient
{
    /** @var list<float> */
    public array $slept = [];
    public ?string $apiKey = 'key';
    public ?string $token = null;
    /** @var list<string> */
    public array $logged = [];

    protected function sleep(float $seconds): void
    {
        $this->slept[] = $seconds;
    }

    protected function writeLog(string $line): void
    {
        $this->logged[] = $line;
    }
}
