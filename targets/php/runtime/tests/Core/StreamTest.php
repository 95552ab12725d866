<?php

declare(strict_types=1);

namespace SdkgenRuntime\Tests\Core;

use PHPUnit\Framework\TestCase;
use SdkgenRuntime\Core\Exceptions\APIException;
use SdkgenRuntime\Core\Http\Stream;
use SdkgenRuntime\Core\Streaming\SSEStream;

final class StreamTest extends TestCase
{
    private const RULES = [['dataPrefix' => '[DONE]', 'handle' => 'done'], ['event' => 'error', 'handle' => 'error']];

    public function testEventsAreDecodedUntilDone(): void
    {
        $body = Stream::fromString(": comment\ndata: {\"a\":1}\n\nevent: delta\ndata: {\"a\":\ndata: 2}\r\n\r\ndata: [DONE]\n\ndata: {\"a\":3}\n\n");
        self::assertSame([['a' => 1], ['a' => 2]], iterator_to_array(new SSEStream($body, 'mixed', self::RULES), false));
    }

    public function testErrorEventsRaise(): void
    {
        $body = Stream::fromString("event: error\ndata: {\"message\":\"boom\"}\n\n");
        $this->expectException(APIException::class);
        $this->expectExceptionMessage('boom');
        iterator_to_array(new SSEStream($body, 'mixed', self::RULES));
    }

    public function testAStreamIsIteratedOnceAndClosesItsBody(): void
    {
        $body = Stream::fromString("data: {\"a\":1}\n\ndata: {\"a\":2}\n\n");
        $stream = new SSEStream($body, 'mixed', self::RULES);
        foreach ($stream as $event) {
            self::assertSame(['a' => 1], $event);
            $stream->close();
            break;
        }
        self::assertNull($body->detach(), 'close() did not close the body');
        $this->expectException(\LogicException::class);
        iterator_to_array($stream);
    }
}
