<?php

declare(strict_types=1);

namespace SdkgenRuntime\Core;

use Psr\Http\Client\ClientExceptionInterface;
use Psr\Http\Client\ClientInterface;
use Psr\Http\Message\RequestFactoryInterface;
use Psr\Http\Message\RequestInterface;
use Psr\Http\Message\ResponseInterface;
use Psr\Http\Message\StreamFactoryInterface;
use SdkgenRuntime\Core\Conversion\Converter;
use SdkgenRuntime\Core\Exceptions\APIConnectionException;
use SdkgenRuntime\Core\Exceptions\APIStatusException;
use SdkgenRuntime\Core\Exceptions\APITimeoutException;
use SdkgenRuntime\Core\Http\CurlClient;
use SdkgenRuntime\Core\Http\HttpFactory;
use SdkgenRuntime\Core\Http\NetworkException;
use SdkgenRuntime\Core\Http\Uri;
use SdkgenRuntime\Core\Streaming\SSEStream;

/**
 * What every generated client shares: sending a request through PSR-18 with retries, and turning responses into
 * models, pages, streams or exceptions.
 *
 * A request descriptor is an array with method, path, query, headers, body, encoding (json, multipart, form or
 * raw), objectBody (an empty body is {}, not []), contentType, security, model, page, item, itemsPath, stream, event, binary, unwrap and options (the
 * caller's requestOptions: timeout, maxRetries, extraHeaders, extraQueryParams, extraBodyParams, idempotencyKey).
 */
abstract class BaseClient
{
    /** Server-requested waits longer than this (seconds) are ignored in favour of the backoff schedule. */
    public const MAX_SERVER_WAIT = 60.0;

    /** Redirects followed for one attempt. */
    public const MAX_REDIRECTS = 20;

    private ClientInterface $httpClient;
    private RequestFactoryInterface $requestFactory;
    private StreamFactoryInterface $streamFactory;
    /** What is logged: 'debug', 'info' or null for nothing (from the <PREFIX>_LOG variable settings name). */
    private ?string $logLevel;

    /**
     * @param array<string, string> $headers sent with every request
     * @param array<string, mixed> $query sent with every request
     * @param array<string, mixed> $settings what the client knows of the API (version, retries, auth, ...)
     */
    public function __construct(
        public readonly string $baseUrl,
        public readonly ?float $timeout,
        public readonly int $maxRetries,
        private array $headers = [],
        private array $query = [],
        private array $settings = [],
        ?ClientInterface $httpClient = null,
        ?RequestFactoryInterface $requestFactory = null,
        ?StreamFactoryInterface $streamFactory = null,
    ) {
        $factory = new HttpFactory();
        $this->httpClient = $httpClient ?? new CurlClient();
        $this->requestFactory = $requestFactory ?? $factory;
        $this->streamFactory = $streamFactory ?? $factory;
        $this->logLevel = self::logLevel($settings['logEnv'] ?? null);
    }

    /**
     * Sends a request to any endpoint, also one the library does not describe; path is relative to the base URL.
     * Returns the decoded JSON body (or the text).
     *
     * @param array<string, mixed> $query
     * @param array<string, string|null> $headers
     * @param array<string, mixed> $requestOptions
     */
    public function request(
        string $method,
        string $path,
        array $query = [],
        array $headers = [],
        mixed $body = null,
        array $requestOptions = [],
    ): mixed {
        $request = ['method' => $method, 'path' => $path, 'query' => $query, 'headers' => $headers, 'body' => $body, 'options' => $requestOptions];
        return $this->parse($request, $this->send($request));
    }

    /**
     * Sends a described request and returns the response as it came.
     *
     * @internal used by the generated raw services
     * @param array<string, mixed> $request
     */
    public function requestRaw(array $request): RawResponse
    {
        return new RawResponse($this, $request, $this->send($request));
    }

    /**
     * The value of a response, as the request descriptor asks for it: a model, a page, a stream or the bytes.
     *
     * @internal
     * @param array<string, mixed> $request
     */
    public function parse(array $request, ResponseInterface $response): mixed
    {
        if (!empty($request['stream'])) {
            return new SSEStream($response->getBody(), $request['event'] ?? 'mixed', $request['stream'], $response);
        }
        if (!empty($request['binary'])) {
            return (string) $response->getBody();
        }
        $data = self::decode($response);
        if (isset($request['page'])) {
            $page = $request['page'];
            return new $page($this, $request, $response, $data, $request['item'] ?? 'mixed', $request['itemsPath'] ?? []);
        }
        if (!empty($request['unwrap'])) {
            $data = Util::dig($data, $request['unwrap']);
        }
        return Converter::coerce($request['model'] ?? 'mixed', $data);
    }

    /**
     * Sends a request, retrying as the client's settings say, and returns the 2xx response.
     *
     * @internal
     * @param array<string, mixed> $request
     */
    public function send(array $request): ResponseInterface
    {
        $options = $request['options'] ?? [];
        $maxRetries = (int) ($options['maxRetries'] ?? $this->maxRetries);
        $timeout = array_key_exists('timeout', $options) ? $options['timeout'] : $this->timeout;
        $psr = $this->build($request, $timeout === null ? null : (float) $timeout);
        $retries = 0;
        while (true) {
            $attempt = $psr->hasHeader('x-sdkgen-retry-count') && $psr->getHeaderLine('x-sdkgen-retry-count') === '{retries}'
                ? $psr->withHeader('x-sdkgen-retry-count', (string) $retries) : $psr;
            try {
                $response = $this->follow($attempt, $timeout === null ? null : (float) $timeout);
            } catch (APIConnectionException $e) {
                if ($retries >= $maxRetries) {
                    throw $e;
                }
                $wait = $this->backoff(++$retries, null);
                $this->log('info', sprintf('retrying %s %s in %.3fs after %s (retry %d of %d)', $attempt->getMethod(), $this->redact((string) $attempt->getUri()), $wait, (new \ReflectionClass($e))->getShortName(), $retries, $maxRetries));
                $this->sleep($wait);
                continue;
            }
            $status = $response->getStatusCode();
            if ($status >= 200 && $status < 300) {
                return $response;
            }
            if ($retries >= $maxRetries || !self::retryable($response)) {
                throw $this->statusError((string) $attempt->getUri(), $response);
            }
            $wait = $this->backoff(++$retries, $response);
            $this->log('info', sprintf('retrying %s %s in %.3fs after status %d (retry %d of %d)', $attempt->getMethod(), $this->redact((string) $attempt->getUri()), $wait, $status, $retries, $maxRetries));
            $this->sleep($wait);
        }
    }

    /**
     * Waits between attempts; tests override it.
     */
    protected function sleep(float $seconds): void
    {
        usleep((int) round($seconds * 1_000_000));
    }

    /**
     * Writes one log line; by default to PHP's error log (standard error on the command line). Tests override it.
     */
    protected function writeLog(string $line): void
    {
        error_log($line);
    }

    /**
     * The level the named environment variable asks for: 'debug' or 'info'; anything else (warn, error, off,
     * unset) logs nothing, as nothing this library logs is a warning or an error of its own.
     */
    private static function logLevel(mixed $env): ?string
    {
        $level = is_string($env) ? getenv($env) : false;
        $level = is_string($level) ? strtolower(trim($level)) : '';
        return in_array($level, ['debug', 'info'], true) ? $level : null;
    }

    private function log(string $level, string $message): void
    {
        if ($this->logLevel !== null && ($this->logLevel === 'debug' || $level === 'info')) {
            $this->writeLog('[' . static::class . '] ' . strtoupper($level) . ': ' . $message);
        }
    }

    /**
     * Headers as one JSON object, with credentials (authorization, cookies and the API's key headers) as ***.
     *
     * @param array<string, list<string>> $headers
     */
    private function redactedHeaders(array $headers): string
    {
        $secret = array_merge(['authorization', 'proxy-authorization', 'cookie', 'set-cookie'], array_map('strtolower', $this->settings['secretNames'] ?? []));
        $out = [];
        foreach ($headers as $name => $values) {
            $out[(string) $name] = in_array(strtolower((string) $name), $secret, true) ? '***' : implode(', ', $values);
        }
        return (string) json_encode($out, JSON_UNESCAPED_SLASHES);
    }

    /**
     * @param array<string, mixed> $request
     */
    private function build(array $request, ?float $timeout): RequestInterface
    {
        $options = $request['options'] ?? [];
        $auth = $this->credentials($request['security'] ?? null);
        $path = (string) $request['path'];
        $url = preg_match('#^https?://#i', $path) === 1 ? $path : rtrim($this->baseUrl, '/') . '/' . ltrim($path, '/');
        $query = array_merge($this->query, $auth['query'], $request['query'] ?? [], $options['extraQueryParams'] ?? []);
        $query = array_filter($query, static fn ($v) => $v !== null);
        $qs = Util::queryString($query, $this->settings['queryNested'] ?? 'brackets', $this->settings['queryArrays'] ?? 'repeat');
        if ($qs !== '') {
            $url .= (str_contains($url, '?') ? '&' : '?') . $qs;
        }
        $psr = $this->requestFactory->createRequest(strtoupper((string) $request['method']), $url);
        [$body, $contentType] = $this->encodeBody($request);
        $headers = [
            'accept' => !empty($request['stream']) ? 'text/event-stream' : 'application/json',
            'user-agent' => $this->userAgent(),
        ];
        if ($contentType !== null) {
            $headers['content-type'] = $contentType;
        }
        $headers += Util::platformHeaders((string) ($this->settings['version'] ?? ''));
        $headers['x-sdkgen-retry-count'] = '{retries}';
        if ($timeout !== null) {
            $headers['x-sdkgen-timeout'] = (string) (int) floor($timeout);
        }
        $key = $this->settings['idempotencyHeader'] ?? null;
        if (is_string($key) && !in_array(strtolower((string) $request['method']), ['get', 'head'], true)) {
            $headers[$key] = (string) ($options['idempotencyKey'] ?? 'sdkgen-php-retry-' . self::uuid4());
        }
        foreach ([$this->headers, $auth['headers'], $request['headers'] ?? [], $options['extraHeaders'] ?? []] as $more) {
            foreach ($more as $name => $value) {
                $name = strtolower((string) $name);
                if ($value === null) {
                    unset($headers[$name]);
                } else {
                    $headers[$name] = is_bool($value) ? ($value ? 'true' : 'false') : (string) $value;
                }
            }
        }
        foreach ($headers as $name => $value) {
            $psr = $psr->withHeader($name, $value);
        }
        return $body === null ? $psr : $psr->withBody($this->streamFactory->createStream($body));
    }

    /**
     * @param array<string, mixed> $request
     * @return array{0: ?string, 1: ?string}
     */
    private function encodeBody(array $request): array
    {
        $body = $request['body'] ?? null;
        if ($body === Omit::Omitted) {
            $body = null;
        }
        $extra = $request['options']['extraBodyParams'] ?? null;
        if (is_array($extra) && ($body === null || is_array($body))) {
            $body = array_merge($body ?? [], $extra);
        }
        if ($body === null) {
            return [null, null];
        }
        switch ($request['encoding'] ?? 'json') {
            case 'multipart':
                [$boundary, $bytes] = Util::multipart((array) $body, $this->settings['multipartArrays'] ?? 'repeat');
                return [$bytes, 'multipart/form-data; boundary=' . $boundary];
            case 'form':
                return [Util::queryString((array) Converter::dump($body)), 'application/x-www-form-urlencoded'];
            case 'raw':
                $file = FileParam::of($body);
                return [$file !== null ? $file->content : (is_scalar($body) ? (string) $body : ''), (string) ($request['contentType'] ?? 'application/octet-stream')];
        }
        if ($body === [] && !empty($request['objectBody'])) {
            return ['{}', 'application/json'];
        }
        return [json_encode(Converter::dump($body), JSON_UNESCAPED_SLASHES | JSON_PRESERVE_ZERO_FRACTION | JSON_THROW_ON_ERROR), 'application/json'];
    }

    private static function uuid4(): string
    {
        $bytes = random_bytes(16);
        $bytes[6] = chr((ord($bytes[6]) & 0x0f) | 0x40);
        $bytes[8] = chr((ord($bytes[8]) & 0x3f) | 0x80);
        return vsprintf('%s%s-%s-%s-%s-%s%s%s', str_split(bin2hex($bytes), 4));
    }

    private function userAgent(): string
    {
        $class = static::class;
        $root = str_contains($class, '\\') ? substr($class, 0, (int) strpos($class, '\\')) : $class;
        return $root . '/PHP ' . ($this->settings['version'] ?? '');
    }

    /**
     * The headers and query params of the first auth alternative whose credentials are all set.
     *
     * @param list<list<string>>|null $security the method's own alternatives, when it has them
     * @return array{headers: array<string, string>, query: array<string, string>}
     */
    private function credentials(?array $security): array
    {
        $auth = $this->settings['auth'] ?? [];
        $alternatives = $security ?? ($auth['alternatives'] ?? []);
        foreach ($alternatives as $alternative) {
            $out = ['headers' => [], 'query' => []];
            foreach ($alternative as $name) {
                $part = $this->schemeParts($auth['schemes'][$name] ?? []);
                if ($part === null) {
                    continue 2;
                }
                $out['headers'] += $part['headers'] ?? [];
                $out['query'] += $part['query'] ?? [];
            }
            return $out;
        }
        if ($alternatives === []) {
            return ['headers' => [], 'query' => []];
        }
        $env = implode(', ', $auth['env'] ?? []);
        throw new \InvalidArgumentException('no credentials for ' . static::class . ': ' . ($env !== '' ? 'set ' . $env . ' or pass them to the client' : 'pass them to the client'));
    }

    /**
     * @param array<string, mixed> $scheme
     * @return array{headers?: array<string, string>, query?: array<string, string>}|null
     */
    private function schemeParts(array $scheme): ?array
    {
        $read = fn (?string $property): mixed => $property === null ? null : ($this->{$property} ?? null);
        if (($scheme['kind'] ?? '') === 'basic') {
            $user = $read($scheme['username'] ?? null);
            $password = isset($scheme['password']) ? $read($scheme['password']) : '';
            if ($user === null || $password === null) {
                return null;
            }
            $pair = $user . ':' . $password;
            $pair = ($scheme['base64'] ?? true) ? base64_encode($pair) : $pair;
            return ['headers' => ['authorization' => ($scheme['keyword'] ?? 'Basic') . ' ' . $pair]];
        }
        $value = $read($scheme['value'] ?? null);
        if ($value === null) {
            return null;
        }
        $value = (string) $value;
        if (($scheme['kind'] ?? '') === 'api_key') {
            return match ($scheme['in'] ?? 'header') {
                'query' => ['query' => [(string) $scheme['name'] => $value]],
                'cookie' => ['headers' => ['cookie' => $scheme['name'] . '=' . $value]],
                default => ['headers' => [strtolower((string) $scheme['name']) => $value]],
            };
        }
        return ['headers' => ['authorization' => ($scheme['keyword'] ?? 'Bearer') . ' ' . $value]];
    }

    /**
     * The response to one attempt, following redirects: 303 (and 301 or 302 after anything but GET or HEAD)
     * becomes a GET without a body; a redirect to another origin drops the credentials.
     */
    private function follow(RequestInterface $request, ?float $timeout): ResponseInterface
    {
        $client = $this->httpClient instanceof CurlClient ? $this->httpClient->withTimeout($timeout) : $this->httpClient;
        for ($i = 0; $i <= self::MAX_REDIRECTS; $i++) {
            $this->log('info', 'request ' . $request->getMethod() . ' ' . $this->redact((string) $request->getUri()));
            $this->log('debug', 'request headers ' . $this->redactedHeaders($request->getHeaders()));
            try {
                $response = $client->sendRequest($request);
            } catch (NetworkException $e) {
                $class = $e->timedOut ? APITimeoutException::class : APIConnectionException::class;
                throw new $class($e->timedOut ? 'Request timed out.' : 'Connection error: ' . $e->getMessage(), (string) $request->getUri(), null, $e);
            } catch (ClientExceptionInterface $e) {
                throw new APIConnectionException('Connection error: ' . $e->getMessage(), (string) $request->getUri(), null, $e);
            }
            $status = $response->getStatusCode();
            $this->log('info', 'response ' . $status . ' ' . $this->redact((string) $request->getUri()));
            $this->log('debug', 'response headers ' . $this->redactedHeaders($response->getHeaders()));
            if (!in_array($status, [301, 302, 303, 307, 308], true) || !$response->hasHeader('location')) {
                return $response;
            }
            $request = $this->redirected($request, $status, $response->getHeaderLine('location'));
        }
        throw new APIConnectionException('Too many redirects (more than ' . self::MAX_REDIRECTS . ').', (string) $request->getUri());
    }

    private function redirected(RequestInterface $request, int $status, string $location): RequestInterface
    {
        $from = $request->getUri();
        $target = new Uri(preg_match('#^[a-z][a-z0-9+.-]*://#i', $location) === 1 ? $location
            : $from->getScheme() . '://' . $from->getAuthority() . (str_starts_with($location, '/') ? $location
                : preg_replace('#/[^/]*$#', '/', $from->getPath()) . $location));
        $method = strtoupper($request->getMethod());
        if ($status === 303 || (in_array($status, [301, 302], true) && !in_array($method, ['GET', 'HEAD'], true))) {
            $request = $request->withMethod('GET')->withBody($this->streamFactory->createStream(''))->withoutHeader('content-type');
        }
        $same = [$from->getScheme(), $from->getHost(), $from->getPort()] === [$target->getScheme(), $target->getHost(), $target->getPort()];
        if (!$same) {
            $request = $request->withoutHeader('authorization')->withoutHeader('cookie');
        }
        return $request->withUri($target);
    }

    private static function retryable(ResponseInterface $response): bool
    {
        $override = strtolower(trim($response->getHeaderLine('x-should-retry')));
        if ($override === 'true' || $override === 'false') {
            return $override === 'true';
        }
        $status = $response->getStatusCode();
        return in_array($status, [408, 409, 429], true) || $status >= 500;
    }

    /**
     * The wait before retry n: what the server asks for (Retry-After-Ms, Retry-After as seconds or an HTTP date)
     * when in (0, 60] seconds, else the configured schedule less up to 25 % jitter.
     */
    private function backoff(int $retries, ?ResponseInterface $response): float
    {
        $wait = $response === null ? null : self::serverWait($response);
        if ($wait !== null) {
            return $wait;
        }
        $initial = (float) ($this->settings['retryInitial'] ?? 0.5);
        $max = (float) ($this->settings['retryMax'] ?? 8.0);
        return min($initial * (2 ** ($retries - 1)), $max) * (1 - 0.25 * (mt_rand() / mt_getrandmax()));
    }

    private static function serverWait(ResponseInterface $response): ?float
    {
        $wait = null;
        $ms = trim($response->getHeaderLine('retry-after-ms'));
        $after = trim($response->getHeaderLine('retry-after'));
        if (is_numeric($ms)) {
            $wait = (float) $ms / 1000;
        } elseif (is_numeric($after)) {
            $wait = (float) $after;
        } elseif ($after !== '') {
            $time = strtotime($after);
            $wait = $time === false ? null : (float) ($time - time());
        }
        return $wait !== null && $wait > 0 && $wait <= self::MAX_SERVER_WAIT ? $wait : null;
    }

    private function statusError(string $url, ResponseInterface $response): APIStatusException
    {
        $body = self::decode($response);
        $property = $this->settings['errorMessageProperty'] ?? null;
        $message = is_string($property) && is_array($body) && is_string($body[$property] ?? null) ? $body[$property]
            : $response->getStatusCode() . ' ' . substr((string) $response->getBody(), 0, 500);
        $requestId = $response->hasHeader('x-request-id') ? $response->getHeaderLine('x-request-id') : null;
        return APIStatusException::from($message, $response->getStatusCode(), $response->getHeaders(), $body, $this->redact($url), $requestId);
    }

    private function redact(string $url): string
    {
        $names = array_map('strtolower', $this->settings['secretNames'] ?? []);
        if ($names === []) {
            return $url;
        }
        return (string) preg_replace_callback('/([?&])([^=&]+)=([^&]*)/', static fn (array $m): string => in_array(strtolower(rawurldecode($m[2])), $names, true) ? $m[1] . $m[2] . '=***' : $m[0], $url);
    }

    private static function decode(ResponseInterface $response): mixed
    {
        $text = (string) $response->getBody();
        if ($text === '') {
            return null;
        }
        if (stripos($response->getHeaderLine('content-type'), 'json') === false && preg_match('/^\s*[\[{]/', $text) !== 1) {
            return $text;
        }
        try {
            return json_decode($text, true, 512, JSON_THROW_ON_ERROR);
        } catch (\JsonException) {
            return $text;
        }
    }

    public function __debugInfo(): array
    {
        return ['baseUrl' => $this->baseUrl];
    }
}
