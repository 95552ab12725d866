import { afterEach, describe, expect, test, vi } from 'vitest';
import { ClientError } from '../../src/core/error.js';
import { DEFAULTS, TestClient, fakeFetch, json, makeClient } from './test-client.js';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

describe('construction', () => {
  test('works without arguments when the environment supplies the credentials', async () => {
    vi.stubEnv('EXAMPLE_API_KEY', '  env-key  ');
    const { fetch, calls } = fakeFetch(json({}));
    vi.stubGlobal('fetch', fetch);
    const client = new TestClient();
    expect(client.apiKey).toBe('env-key');
    await client.get('/ping');
    expect(calls[0]!.headers.get('x-api-key')).toBe('env-key');
  });

  test('names the environment variable when a required credential is missing', () => {
    vi.stubEnv('EXAMPLE_API_KEY', '');
    expect(() => new TestClient()).toThrow(ClientError);
    expect(() => new TestClient()).toThrow(/EXAMPLE_API_KEY/);
  });

  test('an explicit argument wins over the environment', () => {
    vi.stubEnv('EXAMPLE_API_KEY', 'env-key');
    expect(new TestClient({ apiKey: 'explicit' }).apiKey).toBe('explicit');
  });

  test('exposes the resolved timeout and retries', () => {
    const { client } = makeClient([json({})], { timeout: 5_000, maxRetries: 4 });
    expect(client.timeout).toBe(5_000);
    expect(client.maxRetries).toBe(4);
    expect(makeClient([json({})]).client.timeout).toBe(60_000);
  });
});

describe('base URL', () => {
  test('defaults to the default environment with its server variables filled and escaped', async () => {
    const { client, calls } = makeClient([json({})], { region: 'eu west' });
    expect(client.baseURL).toBe('https://eu%20west.api.example.test/v1');
    await client.get('/cards');
    expect(calls[0]!.url).toBe('https://eu%20west.api.example.test/v1/cards');
  });

  test('a server variable comes from its default when not given', () => {
    expect(makeClient([json({})]).client.baseURL).toBe('https://us.api.example.test/v1');
  });

  test('a server variable without a value is a construction error', () => {
    const defaults = { ...DEFAULTS, environments: { production: 'https://{tenant}.example.test' } };
    expect(() => makeClient([json({})], {}, defaults)).toThrow(/\{tenant\}/);
  });

  test('<PREFIX>_BASE_URL overrides the default environment', async () => {
    vi.stubEnv('EXAMPLE_BASE_URL', 'http://localhost:4010');
    const { client, calls } = makeClient([json({})]);
    await client.get('/cards');
    expect(calls[0]!.url).toBe('http://localhost:4010/cards');
  });

  test('an environment with <PREFIX>_BASE_URL set is ambiguous unless baseURL is null', () => {
    vi.stubEnv('EXAMPLE_BASE_URL', 'http://localhost:4010');
    expect(() => makeClient([json({})], { environment: 'sandbox' })).toThrow(/Ambiguous URL/);
    expect(makeClient([json({})], { baseURL: null, environment: 'sandbox' }).client.baseURL).toBe(
      'https://sandbox.example.test/v1/',
    );
  });

  test('the baseURL option wins over <PREFIX>_BASE_URL', () => {
    vi.stubEnv('EXAMPLE_BASE_URL', 'http://localhost:4010');
    expect(makeClient([json({})], { baseURL: 'http://override.test' }).client.baseURL).toBe(
      'http://override.test',
    );
  });

  test('passing both baseURL and environment is an error', () => {
    expect(() => makeClient([json({})], { baseURL: 'http://x.test', environment: 'sandbox' })).toThrow(
      /`baseURL` option .* and the `environment` option are given/,
    );
  });

  test('an unknown environment is an error listing the known ones', () => {
    const environment = 'staging' as 'sandbox';
    expect(() => makeClient([json({})], { environment })).toThrow(/production, sandbox/);
  });

  test.each(['http://api.test/v1', 'http://api.test/v1/'])(
    '%s gives the same request URLs',
    async (baseURL) => {
      const { client, calls } = makeClient([json({})], { baseURL });
      await client.get('/cards');
      await client.get('cards');
      expect(calls.map((call) => call.url)).toEqual(['http://api.test/v1/cards', 'http://api.test/v1/cards']);
    },
  );

  test('an absolute path is requested as given', async () => {
    const { client, calls } = makeClient([json({})]);
    await client.get('https://other.test/x?y=1', { query: { z: 2 } });
    expect(calls[0]!.url).toBe('https://other.test/x?y=1&z=2');
  });
});

describe('withOptions', () => {
  test('returns a modified copy that shares fetch and keeps the other options', async () => {
    const { client, calls } = makeClient([json({})], { defaultHeaders: { 'X-Team': 'a' } });
    const copy = client.withOptions({ timeout: 1_000 });
    expect(copy).toBeInstanceOf(TestClient);
    expect(copy).not.toBe(client);
    expect(copy.fetch).toBe(client.fetch);
    expect(copy.timeout).toBe(1_000);
    expect(client.timeout).toBe(60_000);
    await copy.get('/cards');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.headers.get('x-team')).toBe('a');
    expect(calls[0]!.headers.get('x-api-key')).toBe('test-key');
    expect(calls[0]!.headers.get('x-sdkgen-timeout')).toBe('1');
  });

  test('a new baseURL replaces the environment and vice versa', () => {
    const { client } = makeClient([json({})], { environment: 'sandbox' });
    expect(client.withOptions({ baseURL: 'http://local.test' }).baseURL).toBe('http://local.test');
    const pinned = makeClient([json({})], { baseURL: 'http://local.test' }).client;
    expect(pinned.withOptions({ environment: 'sandbox' }).baseURL).toBe('https://sandbox.example.test/v1/');
    expect(pinned.withOptions({ timeout: 1 }).baseURL).toBe('http://local.test');
  });

  test('can change credentials and environment', () => {
    const { client } = makeClient([json({})]);
    const copy = client.withOptions({ apiKey: 'other', environment: 'sandbox' });
    expect(copy.apiKey).toBe('other');
    expect(copy.baseURL).toBe('https://sandbox.example.test/v1/');
  });
});

describe('browsers', () => {
  const stubBrowser = () => {
    vi.stubGlobal('window', { document: {} });
    vi.stubGlobal('navigator', { userAgent: 'Mozilla/5.0 Chrome/120.0.0.0 Safari/537.36' });
  };

  test('are refused by default', () => {
    stubBrowser();
    expect(() => makeClient([json({})])).toThrow(/cannot run in a browser/);
  });

  test('dangerous_allow needs dangerouslyAllowBrowser', async () => {
    stubBrowser();
    const defaults = {
      ...DEFAULTS,
      browser: { state: 'dangerous_allow' as const, headers: { 'X-Browser': '1' } },
    };
    expect(() => makeClient([json({})], {}, defaults)).toThrow(/dangerouslyAllowBrowser/);
    const { client, calls } = makeClient([json({})], { dangerouslyAllowBrowser: true }, defaults);
    await client.get('/x');
    expect(calls[0]!.headers.get('x-browser')).toBe('1');
  });

  test('use the configured message', () => {
    stubBrowser();
    const defaults = { ...DEFAULTS, browser: { state: 'disallow' as const, message: 'Use the backend.' } };
    expect(() => makeClient([json({})], {}, defaults)).toThrow('Use the backend.');
  });

  test('browser headers are not sent outside browsers', async () => {
    const defaults = { ...DEFAULTS, browser: { state: 'allow' as const, headers: { 'X-Browser': '1' } } };
    const { client, calls } = makeClient([json({})], {}, defaults);
    await client.get('/x');
    expect(calls[0]!.headers.has('x-browser')).toBe(false);
  });
});
