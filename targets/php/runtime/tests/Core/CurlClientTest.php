<?php

declare(strict_types=1);

namespace SdkgenRuntime\Tests\Core;

use PHPUnit\Framework\TestCase;
use SdkgenRuntime\Core\BaseClient;
use SdkgenRuntime\Core\Exceptions\APITimeoutException;
use SdkgenRuntime\Core\Streaming\SSEStream;

/**
 * The default ext-curl client against a real local server.
 */
final class CurlClientTest extends TestCase
{
    private const REQUEST = ['method' => 'get', 'path' => 'events', 'stream' => [['handle' => 'yield']], 'event' => 'mixed'];

    public function testStreamEventsArriveWhileTheServerIsStillSending(): void
    {
        $process = proc_open([PHP_BINARY, __DIR__ . '/fixtures/sse-server.php'], [0 => ['pipe', 'r'], 1 => ['pipe', 'w']], $pipes);
        self::assertIsResource($process);
        try {
            $port = (int) trim((string) fgets($pipes[1]));
            $client = new LiveClient('http://127.0.0.1:' . $port, 5.0, 0, [], [], ['version' => '1.2.3']);
            $request = self::REQUEST;
            $stream = $client->parse($request, $client->send($request));
            self::assertInstanceOf(SSEStream::class, $stream);
            $events = $stream->getIterator();
            self::assertSame(['n' => 1], $events->current());
            self::assertTrue(proc_get_status($process)['running'], 'the server had already finished');
            fwrite($pipes[0], "go\n");
            fflush($pipes[0]);
            $events->next();
            self::assertSame(['n' => 2], $events->current());
            $events->next();
            self::assertFalse($events->valid());
        } finally {
            foreach ($pipes as $pipe) {
                fclose($pipe);
            }
            proc_close($process);
        }
    }

    public function testAStreamThatFallsSilentTimesOut(): void
    {
        $process = proc_open([PHP_BINARY, __DIR__ . '/fixtures/sse-server.php'], [0 => ['pipe', 'r'], 1 => ['pipe', 'w']], $pipes);
        self::assertIsResource($process);
        try {
            $port = (int) trim((string) fgets($pipes[1]));
            $client = new LiveClient('http://127.0.0.1:' . $port, 0.3, 0, [], [], ['version' => '1.2.3']);
            $request = self::REQUEST;
            $events = $client->parse($request, $client->send($request))->getIterator();
            self::assertSame(['n' => 1], $events->current());
            try {
                $events->next();
                self::fail('the silent stream did not time out');
            } catch (APITimeoutException $e) {
                self::assertStringStartsWith('Stream timed out', $e->getMessage());
            }
        } finally {
            foreach ($pipes as $pipe) {
                fclose($pipe);
            }
            proc_close($process);
        }
    }

    public function testADroppedStreamClosesItsConnectionAtOnce(): void
    {
        $process = proc_open([PHP_BINARY, __DIR__ . '/fixtures/sse-server.php'], [0 => ['pipe', 'r'], 1 => ['pipe', 'w']], $pipes);
        self::assertIsResource($process);
        try {
            $port = (int) trim((string) fgets($pipes[1]));
            $client = new LiveClient('http://127.0.0.1:' . $port, 5.0, 0, [], [], ['version' => '1.2.3']);
            $request = self::REQUEST;
            $events = $client->parse($request, $client->send($request))->getIterator();
            self::assertSame(['n' => 1], $events->current());
            unset($events);
            $ready = [$pipes[1]];
            $none = null;
            self::assertSame(1, stream_select($ready, $none, $none, 5), 'the server did not see the connection close');
            self::assertSame("closed\n", fgets($pipes[1]));
        } finally {
            foreach ($pipes as $pipe) {
                fclose($pipe);
            }
            proc_close($process);
        }
    }
}

/**
 * A client of the default ext-curl transport.
 */
final class LiveClient extends BaseClient
{
}
