<?php

/**
 * The PHP driver of sdkgen's conformance suite (targets/conformance). sdkgen's toolchain test copies it into a
 * package generated from targets/conformance/api at conformance/driver.php and runs it from the package's root:
 *
 *   CONFORMANCE_BASE_URL=http://127.0.0.1:PORT CONFORMANCE_SCENARIOS=scenarios.json php conformance/driver.php
 *
 * It interprets the scenarios file generically (it never names a scenario): for each scenario it builds a client,
 * makes the one call and prints one JSON line, {"scenario", "result"} and/or {"scenario", "error"}.
 */

declare(strict_types=1);

require __DIR__ . '/../tests/bootstrap.php';

use Conformance\Client;
use Conformance\Core\Conversion\BaseModel;
use Conformance\Core\Exceptions;
use Conformance\Core\FileParam;

/**
 * A failure of the driver itself (an unknown method): reported with kind driver.
 */
final class DriverError extends RuntimeException
{
}

const KINDS = [
    [DriverError::class, 'driver'], [Exceptions\APITimeoutException::class, 'timeout'],
    [Exceptions\APIConnectionException::class, 'connection'], [Exceptions\BadRequestException::class, 'bad_request'],
    [Exceptions\AuthenticationException::class, 'authentication'],
    [Exceptions\PermissionDeniedException::class, 'permission_denied'], [Exceptions\NotFoundException::class, 'not_found'],
    [Exceptions\ConflictException::class, 'conflict'],
    [Exceptions\UnprocessableEntityException::class, 'unprocessable_entity'],
    [Exceptions\RateLimitException::class, 'rate_limit'], [Exceptions\InternalServerException::class, 'internal_server'],
    [Exceptions\APIStatusException::class, 'status'], [Exceptions\APIException::class, 'api'],
];

/**
 * @return array<string, mixed>
 */
function describeError(Throwable $e): array
{
    $kind = 'client';
    foreach (KINDS as [$class, $name]) {
        if ($e instanceof $class) {
            $kind = $name;
            break;
        }
    }
    $out = ['kind' => $kind, 'message' => $e->getMessage() !== '' ? $e->getMessage() : $e::class];
    if ($e instanceof Exceptions\APIStatusException) {
        $out['status'] = $e->status;
        if ($e->requestId !== null) {
            $out['request_id'] = $e->requestId;
        }
    }
    return $out;
}

function camel(string $name): string
{
    return lcfirst(str_replace('_', '', ucwords($name, '_')));
}

/**
 * @param array<string, mixed> $spec
 * @return array<string, mixed>
 */
function clientOptions(array $spec, string $baseUrl): array
{
    if (!empty($spec['zero_args'])) {
        return [];
    }
    $out = ['baseUrl' => !empty($spec['trailing_slash']) ? $baseUrl . '/' : $baseUrl];
    foreach (['api_key', 'username', 'password', 'token', 'max_retries'] as $key) {
        if (isset($spec[$key])) {
            $out[camel($key)] = $spec[$key];
        }
    }
    if (isset($spec['timeout_ms'])) {
        $out['timeout'] = $spec['timeout_ms'] / 1000;
    }
    if (isset($spec['default_headers'])) {
        $out['defaultHeaders'] = $spec['default_headers'];
    }
    return $out;
}

/**
 * @param array<string, mixed> $spec
 * @return array<string, mixed>
 */
function requestOptions(array $spec): array
{
    $out = [];
    foreach (['headers' => 'extraHeaders', 'query' => 'extraQueryParams', 'body' => 'extraBodyParams', 'idempotency_key' => 'idempotencyKey', 'max_retries' => 'maxRetries'] as $from => $to) {
        if (isset($spec[$from])) {
            $out[$to] = $spec[$from];
        }
    }
    if (isset($spec['timeout_ms'])) {
        $out['timeout'] = $spec['timeout_ms'] / 1000;
    }
    return $out;
}

/**
 * The call a scenario makes, as a closure.
 *
 * @param array<string, mixed> $spec
 */
function prepare(Client $client, array $spec): Closure
{
    [$resource, $method] = array_pad(explode('.', (string) ($spec['method'] ?? ''), 2), 2, '');
    $method = camel($method) . (!empty($spec['stream']) ? 'Stream' : '');
    $service = preg_match('/^[a-z]\w*$/', $resource) === 1 && property_exists($client, camel($resource)) ? $client->{camel($resource)} : null;
    if ($service === null || !method_exists($service, $method)) {
        throw new DriverError('the client has no method ' . $spec['method']);
    }
    $params = [];
    foreach ($spec['params'] ?? [] as $name => $value) {
        $params[camel((string) $name)] = $value;
    }
    foreach ($spec['files'] ?? [] as $name => $file) {
        $params[camel((string) $name)] = FileParam::fromString((string) $file['content'], $file['filename'] ?? 'upload', $file['content_type'] ?? 'application/octet-stream');
    }
    $params['requestOptions'] = requestOptions($spec['options'] ?? []);
    $args = $spec['args'] ?? [];
    return static fn () => $service->{$method}(...$args, ...$params);
}

function toJson(mixed $value): mixed
{
    if ($value instanceof BaseModel) {
        return $value->toArray();
    }
    if (is_array($value)) {
        return array_map(toJson(...), $value);
    }
    if ($value === null || is_scalar($value)) {
        return $value;
    }
    throw new DriverError('the SDK returned a ' . get_debug_type($value) . ', which the driver cannot print as JSON');
}

/**
 * @param list<mixed>|null $partial
 */
function collect(Closure $call, string $how, ?array &$partial): mixed
{
    switch ($how) {
        case 'value':
            return toJson($call());
        case 'items':
            foreach ($call()->pagingEachItem() as $item) {
                $partial[] = toJson($item);
            }
            return $partial;
        case 'pages':
            $page = $call();
            while (true) {
                $partial[] = toJson($page->items());
                if (!$page->hasNextPage()) {
                    return $partial;
                }
                $page = $page->getNextPage();
            }
            // no break: the loop returns
        case 'events':
            foreach ($call() as $event) {
                $partial[] = toJson($event);
            }
            return $partial;
    }
    throw new DriverError('unknown collect ' . $how);
}

/**
 * @param array<string, mixed> $scenario
 * @return array<string, mixed>
 */
function run(array $scenario, string $baseUrl): array
{
    $spec = $scenario['client'] ?? [];
    $out = ['scenario' => $scenario['name']];
    $partial = null;
    $saved = [];
    foreach ($spec['env'] ?? [] as $name => $value) {
        $saved[$name] = getenv($name);
        putenv($name . '=' . str_replace('{base_url}', $baseUrl, (string) $value));
    }
    try {
        $client = new Client(...clientOptions($spec, $baseUrl));
        $call = prepare($client, $scenario['call'] ?? []);
        if (($scenario['collect'] ?? 'value') !== 'value') {
            $partial = [];
        }
        $out['result'] = collect($call, $scenario['collect'] ?? 'value', $partial);
    } catch (Throwable $e) {
        if (!$e instanceof Exceptions\APIException) {
            fwrite(STDERR, 'conformance driver: scenario ' . $scenario['name'] . ': ' . $e::class . ': ' . $e->getMessage() . "\n");
        }
        $out['error'] = describeError($e);
        if ($partial !== null) {
            $out['result'] = $partial;
        }
    } finally {
        foreach ($saved as $name => $old) {
            putenv($old === false ? $name : $name . '=' . $old);
        }
    }
    return $out;
}

$root = rtrim((string) getenv('CONFORMANCE_BASE_URL'), '/');
$scenarios = json_decode((string) file_get_contents((string) getenv('CONFORMANCE_SCENARIOS')), true)['scenarios'];
putenv('CONFORMANCE_BASE_URL');
putenv('CONFORMANCE_SCENARIOS');
foreach ($scenarios as $scenario) {
    $line = run($scenario, $root . '/s/' . $scenario['name']);
    echo json_encode($line, JSON_UNESCAPED_SLASHES | JSON_PRESERVE_ZERO_FRACTION), "\n";
}
