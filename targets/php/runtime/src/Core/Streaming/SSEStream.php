<?php

declare(strict_types=1);

namespace SdkgenRuntime\Core\Streaming;

use Psr\Http\Message\ResponseInterface;
use Psr\Http\Message\StreamInterface;
use SdkgenRuntime\Core\Conversion\Converter;
use SdkgenRuntime\Core\Exceptions\APIConnectionException;
use SdkgenRuntime\Core\Exceptions\APIException;
use SdkgenRuntime\Core\Exceptions\APITimeoutException;
use SdkgenRuntime\Core\Http\NetworkException;

/**
 * The events of a server-sent-events response, each built as the method's event type. Rules (sdkgen.yml's
 * streaming section) say what an event does: yield it, end the stream (done) or raise (error).
 *
 * @implements \IteratorAggregate<int, mixed>
 */
final class SSEStream implements \IteratorAggregate
{
    private bool $iterated = false;

    /**
     * @param list<array{event?: string, eventNull?: bool, dataPrefix?: string, handle: string}> $rules
     */
    public function __construct(
        private StreamInterface $body,
        private mixed $event,
        private array $rules,
        private ?ResponseInterface $response = null,
    ) {
    }

    /**
     * The response whose body the events are read from (status and headers), when the stream was made from one.
     */
    public function response(): ?ResponseInterface
    {
        return $this->response;
    }

    /**
     * Stops reading: the connection is closed and the events not yet read are dropped.
     */
    public function close(): void
    {
        $this->body->close();
    }

    /**
     * The events, read as they arrive; the body is read once, so a second iteration throws a LogicException.
     */
    public function getIterator(): \Generator
    {
        if ($this->iterated) {
            throw new \LogicException('The stream has already been iterated; its events are read only once.');
        }
        $this->iterated = true;
        return $this->decoded();
    }

    private function decoded(): \Generator
    {
        foreach ($this->events() as $event) {
            $handle = $this->handle($event);
            if ($handle === 'done') {
                $this->close();
                return;
            }
            $data = self::decode($event['data']);
            if ($handle === 'error') {
                $message = is_array($data) ? (string) ($data['message'] ?? json_encode($data['error'] ?? $data)) : $event['data'];
                throw new APIException($message, null, $data);
            }
            yield Converter::coerce($this->event, $data);
        }
    }

    /**
     * The raw events of the body, read as they arrive: event, data, id and retry.
     *
     * @return \Generator<int, array{event: ?string, data: string, id: ?string, retry: ?string}>
     */
    public function events(): \Generator
    {
        $buffer = '';
        while (!$this->body->eof()) {
            $buffer .= $this->read();
            while (preg_match('/\r\n\r\n|\n\n|\r\r/', $buffer, $m, PREG_OFFSET_CAPTURE) === 1) {
                $block = substr($buffer, 0, $m[0][1]);
                $buffer = substr($buffer, $m[0][1] + strlen($m[0][0]));
                $event = self::parse($block);
                if ($event !== null) {
                    yield $event;
                }
            }
        }
        $event = self::parse($buffer);
        if ($event !== null) {
            yield $event;
        }
    }

    /**
     * The next bytes of the body; a failure to read them (the connection dropped or fell silent past the timeout) is
     * raised as the library's connection or timeout exception.
     */
    private function read(): string
    {
        try {
            return $this->body->read(8192);
        } catch (NetworkException $e) {
            $class = $e->timedOut ? APITimeoutException::class : APIConnectionException::class;
            throw new $class(($e->timedOut ? 'Stream timed out: ' : 'Connection error in the stream: ') . $e->getMessage(), null, null, $e);
        } catch (\RuntimeException $e) {
            throw new APIConnectionException('Connection error in the stream: ' . $e->getMessage(), null, null, $e);
        }
    }

    /**
     * @return array{event: ?string, data: string, id: ?string, retry: ?string}|null
     */
    private static function parse(string $block): ?array
    {
        $fields = ['event' => null, 'id' => null, 'retry' => null];
        $data = [];
        foreach (preg_split('/\r\n|\n|\r/', $block) ?: [] as $line) {
            if ($line === '' || str_starts_with($line, ':')) {
                continue;
            }
            [$name, $value] = array_pad(explode(':', $line, 2), 2, '');
            $value = str_starts_with($value, ' ') ? substr($value, 1) : $value;
            if ($name === 'data') {
                $data[] = $value;
            } elseif (array_key_exists($name, $fields)) {
                $fields[$name] = $value;
            }
        }
        if ($data === [] && $fields['event'] === null) {
            return null;
        }
        return ['event' => $fields['event'], 'data' => implode("\n", $data), 'id' => $fields['id'], 'retry' => $fields['retry']];
    }

    /**
     * @param array{event: ?string, data: string, id: ?string, retry: ?string} $event
     */
    private function handle(array $event): string
    {
        foreach ($this->rules as $rule) {
            if (!empty($rule['eventNull']) && $event['event'] !== null) {
                continue;
            }
            if (isset($rule['event']) && $rule['event'] !== $event['event']) {
                continue;
            }
            if (isset($rule['dataPrefix']) && !str_starts_with($event['data'], $rule['dataPrefix'])) {
                continue;
            }
            return $rule['handle'];
        }
        return 'yield';
    }

    private static function decode(string $data): mixed
    {
        try {
            return json_decode($data, true, 512, JSON_THROW_ON_ERROR);
        } catch (\JsonException) {
            return $data;
        }
    }
}
