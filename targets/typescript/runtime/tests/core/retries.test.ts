import { afterEach, describe, expect, test, vi } from 'vitest';
import {
  APIConnectionError,
  APIConnectionTimeoutError,
  APIUserAbortError,
  InternalServerError,
  NotFoundError,
  RateLimitError,
} from '../../src/core/error.js';
import type { Logger } from '../../src/internal/log.js';
import { backoffDelay, serverRequestedWait } from '../../src/internal/retry.js';
import {
  DEFAULTS,
  abortError,
  fakeFetch,
  hangingFetch,
  json,
  makeClient,
  TestClient,
} from './test-client.js';

afterEach(() => {
  vi.unstubAllEnvs();
});

const status = (code: number, headers: Record<string, string> = {}) =>
  json({ error: { message: `status ${code}` } }, { status: code, headers });

describe('which responses are retried', () => {
  test.each([408, 409, 429, 500, 502, 503, 504])('%i is retried up to maxRetries', async (code) => {
    const { client, calls } = makeClient([status(code)]);
    await expect(client.get('/x')).rejects.toHaveProperty('status', code);
    expect(calls).toHaveLength(3);
  });

  test.each([400, 401, 403, 404, 422])('%i is not retried', async (code) => {
    const { client, calls } = makeClient([status(code)]);
    await expect(client.get('/x')).rejects.toHaveProperty('status', code);
    expect(calls).toHaveLength(1);
  });

  test('a retry that succeeds returns its value', async () => {
    const { client, calls } = makeClient([status(503), json({ ok: true })]);
    await expect(client.get('/x')).resolves.toEqual({ ok: true });
    expect(calls).toHaveLength(2);
  });

  test('x-should-retry: true forces a retry of a 4xx', async () => {
    const { client, calls } = makeClient([status(400, { 'x-should-retry': 'true' }), json({ ok: true })]);
    await expect(client.get('/x')).resolves.toEqual({ ok: true });
    expect(calls).toHaveLength(2);
  });

  test('x-should-retry: false forbids retrying a 5xx', async () => {
    const { client, calls } = makeClient([status(503, { 'x-should-retry': 'false' })]);
    await expect(client.get('/x')).rejects.toBeInstanceOf(InternalServerError);
    expect(calls).toHaveLength(1);
  });

  test('the error reflects the last attempt', async () => {
    const { client } = makeClient([status(500), status(503), status(429)]);
    await expect(client.get('/x')).rejects.toBeInstanceOf(RateLimitError);
  });

  test('maxRetries 0 turns retries off; per-call beats client beats method default', async () => {
    const run = async (clientRetries: number | undefined, specRetries: number, callRetries?: number) => {
      const { client, calls } = makeClient([status(500)], { maxRetries: clientRetries });
      const options = callRetries === undefined ? {} : { maxRetries: callRetries };
      await client
        .call({ method: 'get', path: '/x', maxRetries: specRetries, options })
        .catch(() => undefined);
      return calls.length;
    };
    expect(await run(0, 5)).toBe(1);
    expect(await run(undefined, 1)).toBe(2);
    expect(await run(3, 1)).toBe(4);
    expect(await run(3, 1, 0)).toBe(1);
  });

  test('the API default from client_settings applies without options', async () => {
    const { client, calls } = makeClient([status(500)], {}, { ...DEFAULTS, maxRetries: 4 });
    await client.get('/x').catch(() => undefined);
    expect(calls).toHaveLength(5);
  });

  test('a one-shot stream body is not retried', async () => {
    const { client, calls } = makeClient([status(500)]);
    const body = new ReadableStream({ start: (controller) => controller.close() });
    await client
      .call({ method: 'post', path: '/upload', body, bodyEncoding: 'binary' })
      .catch(() => undefined);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.init).toHaveProperty('duplex', 'half');
  });
});

describe('retry delays', () => {
  const delaysFor = async (headers: Record<string, string>, jitter = 0) => {
    const { client } = makeClient([status(503, headers), json({})]);
    client.jitter = jitter;
    await client.get('/x');
    return client.sleeps;
  };

  test('Retry-After in seconds, fractions allowed', async () => {
    expect(await delaysFor({ 'retry-after': '1.5' })).toEqual([1_500]);
  });

  test('Retry-After-Ms takes precedence', async () => {
    expect(await delaysFor({ 'retry-after-ms': '250.5', 'retry-after': '9' })).toEqual([250.5]);
  });

  test('Retry-After as an HTTP date', async () => {
    const date = new Date(Date.now() + 5_000).toUTCString();
    const [delay] = await delaysFor({ 'retry-after': date });
    expect(delay).toBeGreaterThan(3_000);
    expect(delay).toBeLessThanOrEqual(5_000);
  });

  test.each([
    ['above the 60 s cap', { 'retry-after': '61' }],
    ['zero', { 'retry-after-ms': '0' }],
    ['in the past', { 'retry-after': new Date(Date.now() - 10_000).toUTCString() }],
    ['unparseable', { 'retry-after': 'soon' }],
  ])('a wait %s falls back to backoff', async (_name, headers) => {
    expect(await delaysFor(headers)).toEqual([500]);
  });

  test('exactly 60 s is honoured', async () => {
    expect(await delaysFor({ 'retry-after': '60' })).toEqual([60_000]);
  });

  test('the backoff doubles from the initial delay up to the cap, minus up to 25 % jitter', async () => {
    const defaults = { ...DEFAULTS, maxRetries: 6 };
    const { client } = makeClient([status(500)], {}, defaults);
    await client.get('/x').catch(() => undefined);
    expect(client.sleeps).toEqual([500, 1_000, 2_000, 4_000, 8_000, 8_000]);

    const jittered = makeClient([status(500)], {}, defaults).client;
    jittered.jitter = 0.999;
    await jittered.get('/x').catch(() => undefined);
    jittered.sleeps.forEach((delay, index) => {
      const base = [500, 1_000, 2_000, 4_000, 8_000, 8_000][index]!;
      expect(delay).toBeGreaterThan(base * 0.75);
      expect(delay).toBeLessThanOrEqual(base);
    });
  });

  test('client_settings.default_retries 5/1/10 gives 1, 2, 4, 8, 10 s', async () => {
    const defaults = { ...DEFAULTS, maxRetries: 5, initialRetryDelay: 1, maxRetryDelay: 10 };
    const { client } = makeClient([status(500)], {}, defaults);
    await client.get('/x').catch(() => undefined);
    expect(client.sleeps).toEqual([1_000, 2_000, 4_000, 8_000, 10_000]);
  });

  test('backoffDelay and serverRequestedWait bounds', () => {
    const policy = { initialDelay: 0.5, maxDelay: 8 };
    expect(backoffDelay(1, policy, 0)).toBe(500);
    expect(backoffDelay(1, policy, 0.5)).toBe(437.5);
    expect(backoffDelay(10, policy, 0)).toBe(8_000);
    expect(serverRequestedWait(new Headers({ 'retry-after': '60' }))).toBe(60_000);
    expect(serverRequestedWait(new Headers({ 'retry-after': '60.001' }))).toBeUndefined();
    expect(serverRequestedWait(new Headers({ 'retry-after-ms': '-5' }))).toBeUndefined();
  });
});

describe('retry headers', () => {
  test('X-Sdkgen-Retry-Count is 0, 1, 2 on successive attempts', async () => {
    const { client, calls } = makeClient([status(500)]);
    await client.get('/x').catch(() => undefined);
    expect(calls.map((call) => call.headers.get('x-sdkgen-retry-count'))).toEqual(['0', '1', '2']);
  });

  test('a caller-set X-Sdkgen-Retry-Count is kept', async () => {
    const { client, calls } = makeClient([status(500)]);
    await client.get('/x', { headers: { 'X-Sdkgen-Retry-Count': '42' } }).catch(() => undefined);
    expect(calls.map((call) => call.headers.get('x-sdkgen-retry-count'))).toEqual(['42', '42', '42']);
  });

  test('one idempotency key per call, reused on every retry', async () => {
    const { client, calls } = makeClient([status(500), status(500), json({})]);
    await client.post('/x', { body: {} });
    const keys = calls.map((call) => call.headers.get('idempotency-key'));
    expect(keys[0]).toMatch(
      /^sdkgen-typescript-retry-[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(new Set(keys).size).toBe(1);
    await client.post('/x', { body: {} });
    expect(calls[3]!.headers.get('idempotency-key')).not.toBe(keys[0]);
  });

  test('the prefix uses the language of the defaults', async () => {
    const { client, calls } = makeClient([json({})], {}, { ...DEFAULTS, lang: 'node' });
    await client.delete('/x');
    expect(calls[0]!.headers.get('idempotency-key')).toMatch(/^sdkgen-node-retry-/);
  });

  test('a caller key wins, from the option or the header', async () => {
    const { client, calls } = makeClient([status(500), json({})]);
    await client.post('/x', { idempotencyKey: 'mine', headers: { 'Idempotency-Key': 'header' } });
    expect(calls.map((call) => call.headers.get('idempotency-key'))).toEqual(['mine', 'mine']);
    await client.patch('/x', { headers: { 'idempotency-key': 'header' } });
    expect(calls[2]!.headers.get('idempotency-key')).toBe('header');
  });

  test('GET requests and APIs without an idempotency header get no key', async () => {
    const { client, calls } = makeClient([json({})]);
    await client.get('/x');
    expect(calls[0]!.headers.has('idempotency-key')).toBe(false);
    const other = makeClient([json({})], {}, { ...DEFAULTS, idempotencyHeader: undefined });
    await other.client.post('/x');
    expect([...other.calls[0]!.headers.keys()].some((name) => name.includes('idempotency'))).toBe(false);
  });
});

describe('timeouts', () => {
  test('X-Sdkgen-Timeout is the effective per-attempt timeout in whole seconds', async () => {
    const { client, calls } = makeClient([json({})]);
    await client.get('/x');
    await client.get('/x', { timeout: 2_500 });
    await client.call({ method: 'get', path: '/x', timeout: 30_000 });
    await client.get('/x', { timeout: null });
    const sent = calls.map((call) => call.headers.get('x-sdkgen-timeout'));
    expect(sent).toEqual(['60', '2', '30', null]);
  });

  test('the client option beats the method default, the per-call option beats both', async () => {
    const { client, calls } = makeClient([json({})], { timeout: 10_000 });
    await client.call({ method: 'get', path: '/x', timeout: 30_000 });
    await client.call({ method: 'get', path: '/x', timeout: 30_000, options: { timeout: 1_000 } });
    expect(calls.map((call) => call.headers.get('x-sdkgen-timeout'))).toEqual(['10', '1']);
  });

  test('a timed-out attempt is retried, then APIConnectionTimeoutError is raised', async () => {
    const { fetch, calls } = hangingFetch();
    const client = new TestClient({ apiKey: 'k', fetch, timeout: 5 });
    const error = await client.get('/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(APIConnectionTimeoutError);
    expect(error).toBeInstanceOf(APIConnectionError);
    expect(calls).toHaveLength(3);
    expect(client.sleeps).toEqual([500, 1_000]);
  });

  test('a timeout that lets a retry succeed', async () => {
    const hang = hangingFetch().fetch;
    const { fetch } = fakeFetch((call) => hang(call.url, call.init), json({ ok: 1 }));
    const client = new TestClient({ apiKey: 'k', fetch, timeout: 5 });
    await expect(client.get('/x')).resolves.toEqual({ ok: 1 });
  });
});

describe('connection errors and cancellation', () => {
  test('connection errors are retried, then raised as APIConnectionError with the cause', async () => {
    const failure = new TypeError('fetch failed');
    const { client, calls } = makeClient([failure]);
    const error = await client.get('/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(APIConnectionError);
    expect(error).not.toBeInstanceOf(APIConnectionTimeoutError);
    expect((error as Error).cause).toBe(failure);
    expect(calls).toHaveLength(3);
  });

  test('a connection error then success', async () => {
    const { client } = makeClient([new TypeError('reset'), json({ ok: true })]);
    await expect(client.get('/x')).resolves.toEqual({ ok: true });
  });

  test('an aborted signal raises APIUserAbortError without retrying', async () => {
    const { fetch, calls } = hangingFetch();
    const client = new TestClient({ apiKey: 'k', fetch });
    const controller = new AbortController();
    const promise = client.get('/x', { signal: controller.signal });
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    controller.abort();
    await expect(promise).rejects.toBeInstanceOf(APIUserAbortError);
    expect(calls).toHaveLength(1);
  });

  test('an already-aborted signal fails at once', async () => {
    const { client } = makeClient([(call) => (call.signal?.aborted ? abortError() : json({}))]);
    await expect(client.get('/x', { signal: AbortSignal.abort() })).rejects.toBeInstanceOf(APIUserAbortError);
  });

  test('aborting during the wait before a retry stops it', async () => {
    const controller = new AbortController();
    const { client, calls } = makeClient([status(500)]);
    const waiting = Object.assign(client, {
      sleep: () => {
        controller.abort();
        return new Promise<void>(() => undefined);
      },
    });
    await expect(waiting.get('/x', { signal: controller.signal })).rejects.toBeInstanceOf(APIUserAbortError);
    expect(calls).toHaveLength(1);
  });
});

describe('logging', () => {
  const recorder = () => {
    const lines: Array<[string, string]> = [];
    const logger: Logger = {
      error: (message) => lines.push(['error', message]),
      warn: (message) => lines.push(['warn', message]),
      info: (message) => lines.push(['info', message]),
      debug: (message) => lines.push(['debug', message]),
    };
    return { lines, logger };
  };

  test('each retry is logged at info with its reason and delay', async () => {
    const { lines, logger } = recorder();
    const { client } = makeClient([status(503), new TypeError('socket hang up'), json({})], {
      logger,
      logLevel: 'info',
    });
    await client.get('/x');
    expect(lines).toEqual([
      [
        'info',
        expect.stringMatching(
          /^\[Example\] Retrying GET https:\/\/.*\/x in 500 ms after status 503 \(2 retries left\)\.$/,
        ),
      ],
      [
        'info',
        expect.stringContaining('in 1000 ms after a connection error (socket hang up) (1 retry left)'),
      ],
    ]);
  });

  test('the default level is warn, so retries are quiet', async () => {
    const { lines, logger } = recorder();
    const { client } = makeClient([status(503), json({})], { logger });
    await client.get('/x');
    expect(client.logLevel).toBe('warn');
    expect(lines).toEqual([]);
  });

  test('<PREFIX>_LOG sets the level; an unknown value warns and falls back to warn', () => {
    vi.stubEnv('EXAMPLE_LOG', 'DEBUG');
    expect(makeClient([json({})]).client.logLevel).toBe('debug');
    vi.stubEnv('EXAMPLE_LOG', 'loud');
    const { lines, logger } = recorder();
    expect(makeClient([json({})], { logger }).client.logLevel).toBe('warn');
    expect(lines[0]?.[1]).toMatch(/EXAMPLE_LOG is 'loud'/);
  });

  test('the logLevel option wins over <PREFIX>_LOG; off silences everything', async () => {
    vi.stubEnv('EXAMPLE_LOG', 'debug');
    const { lines, logger } = recorder();
    const { client } = makeClient([status(500)], { logger, logLevel: 'off' });
    await client.get('/x').catch(() => undefined);
    expect(lines).toEqual([]);
  });

  test('debug logs redact credentials', async () => {
    const { lines, logger } = recorder();
    const debugArgs: unknown[] = [];
    const capture: Logger = { ...logger, debug: (message, ...rest) => debugArgs.push(message, ...rest) };
    const { client } = makeClient([json({})], {
      logger: capture,
      logLevel: 'debug',
      bearerToken: 'secret-token',
      queryKey: 'secret-query',
    });
    await client.call({ method: 'get', path: '/x', security: [['BearerAuth', 'QueryKey', 'ApiKeyAuth']] });
    const logged = JSON.stringify(debugArgs);
    expect(logged).not.toContain('secret-token');
    expect(logged).not.toContain('secret-query');
    expect(logged).not.toContain('test-key');
    expect(logged).toContain('***');
    expect(lines).toEqual([]);
  });
});

test('errors carry the redacted request', async () => {
  const { client } = makeClient([status(404)], { queryKey: 'q-secret' });
  const error = await client
    .call({ method: 'get', path: '/x', security: [['QueryKey', 'ApiKeyAuth']] })
    .catch((e: unknown) => e);
  expect(error).toBeInstanceOf(NotFoundError);
  const request = (error as NotFoundError).request!;
  expect(request.method).toBe('GET');
  expect(request.url).not.toContain('q-secret');
  expect(request.headers['x-api-key']).toBe('***');
});
