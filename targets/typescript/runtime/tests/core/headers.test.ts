import { afterEach, describe, expect, test, vi } from 'vitest';
import { mergeHeaders, parseCustomHeaders } from '../../src/internal/headers.js';
import { detectPlatform, isBrowser, platformHeaders } from '../../src/internal/platform.js';
import { DEFAULTS, json, makeClient } from './test-client.js';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('headers sent', () => {
  test('User-Agent, language, version and platform headers', async () => {
    const { client, calls } = makeClient([json({})]);
    await client.get('/x');
    const headers = calls[0]!.headers;
    expect(headers.get('user-agent')).toBe('Example/JS 1.2.3');
    expect(headers.get('x-sdkgen-lang')).toBe('typescript');
    expect(headers.get('x-sdkgen-package-version')).toBe('1.2.3');
    expect(headers.get('x-sdkgen-runtime')).toBe('node');
    expect(headers.get('x-sdkgen-runtime-version')).toBe(process.version);
    expect(headers.get('x-sdkgen-os')).toMatch(/^(Linux|MacOS|Windows|FreeBSD|OpenBSD|Other:.+)$/);
    expect(headers.get('x-sdkgen-arch')).toMatch(/^(x64|arm64|arm|x32|other:.+)$/);
    expect(headers.get('accept')).toBe('application/json');
    expect(headers.has('content-type')).toBe(false);
  });

  test('platform headers are computed once per process', () => {
    expect(platformHeaders()).toBe(platformHeaders());
  });

  test('precedence: per-call > client defaultHeaders > config defaultHeaders > generated', async () => {
    const { client, calls } = makeClient([json({})], {
      defaultHeaders: {
        'X-Client': 'client',
        'x-api-version': 'client-version',
        'User-Agent': 'custom-agent',
      },
    });
    await client.call({
      method: 'get',
      path: '/x',
      headers: { 'X-Op': 'op', 'X-Client': 'op' },
      options: { headers: { 'x-op': 'call' } },
    });
    const headers = calls[0]!.headers;
    expect(headers.get('x-api-version')).toBe('client-version');
    expect(headers.get('x-client')).toBe('op');
    expect(headers.get('x-op')).toBe('call');
    expect(headers.get('user-agent')).toBe('custom-agent');
  });

  test('config default headers are sent when nothing overrides them', async () => {
    const { client, calls } = makeClient([json({})]);
    await client.get('/x');
    expect(calls[0]!.headers.get('x-api-version')).toBe('2024-01-01');
  });

  test('null removes a header, at the client or per call', async () => {
    const { client, calls } = makeClient([json({})], { defaultHeaders: { 'X-Api-Version': null } });
    await client.get('/x', { headers: { 'X-Sdkgen-Retry-Count': null, Accept: null, 'X-Api-Key': null } });
    const headers = calls[0]!.headers;
    expect(headers.has('x-api-version')).toBe(false);
    expect(headers.has('x-sdkgen-retry-count')).toBe(false);
    expect(headers.has('accept')).toBe(false);
    expect(headers.has('x-api-key')).toBe(false);
  });

  test('undefined leaves a header alone', async () => {
    const { client, calls } = makeClient([json({})]);
    await client.get('/x', { headers: { 'X-Api-Version': undefined } });
    expect(calls[0]!.headers.get('x-api-version')).toBe('2024-01-01');
  });

  test('<PREFIX>_CUSTOM_HEADERS adds newline-separated headers below client defaultHeaders', async () => {
    vi.stubEnv('EXAMPLE_CUSTOM_HEADERS', 'X-Env-One: 1\r\n\nX-Env-Two: a:b \nmalformed\nX-Shared: env\n');
    const { client, calls } = makeClient([json({})], { defaultHeaders: { 'X-Shared': 'client' } });
    await client.get('/x');
    const headers = calls[0]!.headers;
    expect(headers.get('x-env-one')).toBe('1');
    expect(headers.get('x-env-two')).toBe('a:b');
    expect(headers.get('x-shared')).toBe('client');
    expect(headers.has('malformed')).toBe(false);
  });

  test('send_in_header options are sent, and omitted when null', async () => {
    const { client, calls } = makeClient([json({})], { projectId: 'proj_1' });
    await client.get('/x');
    expect(calls[0]!.headers.get('x-project')).toBe('proj_1');
    const other = makeClient([json({})]);
    await other.client.get('/x');
    expect(other.calls[0]!.headers.has('x-project')).toBe(false);
  });

  test('send_as_query_param options go in the query, and are omitted when null', async () => {
    const { client, calls } = makeClient([json({})], { queryKey: 'qk' });
    await client.get('/x');
    expect(calls[0]!.url).toMatch(/\/x\?key=qk$/);
    const other = makeClient([json({})]);
    await other.client.get('/x');
    expect(other.calls[0]!.url).toMatch(/\/x$/);
  });

  test('content type and accept per body encoding and response kind', async () => {
    const { client, calls } = makeClient([json({})]);
    await client.call({ method: 'post', path: '/x', body: { a: 1 } });
    await client.call({ method: 'post', path: '/x', body: 'hi', bodyEncoding: 'text' });
    await client.call({ method: 'post', path: '/x', body: { a: 1 }, bodyEncoding: 'form' });
    await client.call({
      method: 'post',
      path: '/x',
      body: { a: 1 },
      contentType: 'application/merge-patch+json',
    });
    await client.call({ method: 'get', path: '/x', binaryResponse: true });
    await client.call({ method: 'get', path: '/x', accept: 'application/pdf', binaryResponse: true });
    expect(calls.map((call) => call.headers.get('content-type'))).toEqual([
      'application/json',
      'text/plain',
      'application/x-www-form-urlencoded',
      'application/merge-patch+json',
      null,
      null,
    ]);
    expect(calls.slice(4).map((call) => call.headers.get('accept'))).toEqual(['*/*', 'application/pdf']);
    expect(calls[2]!.body).toBe('a=1');
  });

  test('fetchOptions from the client and the call are passed to fetch', async () => {
    const { client, calls } = makeClient([json({})], {
      fetchOptions: { cache: 'no-store', redirect: 'error' },
    });
    await client.get('/x', { fetchOptions: { redirect: 'manual' } });
    expect(calls[0]!.init).toMatchObject({ cache: 'no-store', redirect: 'manual', method: 'GET' });
  });

  test('the API default headers can be absent', async () => {
    const { client, calls } = makeClient([json({})], {}, { ...DEFAULTS, defaultHeaders: undefined });
    await client.get('/x');
    expect(calls[0]!.headers.has('x-api-version')).toBe(false);
  });
});

describe('mergeHeaders', () => {
  test('accepts Headers, records, arrays and pair lists, case-insensitively', () => {
    const merged = mergeHeaders([
      new Headers({ A: '1', B: '1' }),
      { a: '2', C: ['x', 'y'], D: 5, E: true },
      [['b', '3']],
      null,
      undefined,
    ]);
    expect(Object.fromEntries(merged)).toEqual({ a: '2', b: '3', c: 'x, y', d: '5', e: 'true' });
  });

  test('null in a later layer removes, and a still later layer can set again', () => {
    const merged = mergeHeaders([{ A: '1' }, { a: null }, { A: '3' }]);
    expect(merged.get('a')).toBe('3');
  });
});

test('parseCustomHeaders ignores blank and nameless lines', () => {
  expect(parseCustomHeaders('A: 1\n\n: nameless\nB:2')).toEqual({ A: '1', B: '2' });
  expect(parseCustomHeaders(undefined)).toEqual({});
});

describe('detectPlatform', () => {
  test('node', () => {
    const info = detectPlatform({
      process: { platform: 'darwin', arch: 'arm64', version: 'v20.1.0', versions: { node: '20.1.0' } },
    });
    expect(info).toEqual({ os: 'MacOS', arch: 'arm64', runtime: 'node', runtimeVersion: 'v20.1.0' });
  });

  test('deno, even with a process global', () => {
    const info = detectPlatform({
      Deno: { build: { os: 'windows', arch: 'x86_64' }, version: { deno: '2.1.0' } },
      process: { versions: { node: '20.0.0' } },
    });
    expect(info).toEqual({ os: 'Windows', arch: 'x64', runtime: 'deno', runtimeVersion: '2.1.0' });
  });

  test('bun', () => {
    const info = detectPlatform({
      process: { platform: 'linux', arch: 'x64', versions: { bun: '1.1.0', node: '22' } },
    });
    expect(info).toEqual({ os: 'Linux', arch: 'x64', runtime: 'bun', runtimeVersion: '1.1.0' });
  });

  test('edge runtimes and workers', () => {
    expect(detectPlatform({ EdgeRuntime: 'edge-runtime' }).runtime).toBe('vercel-edge');
    expect(detectPlatform({ navigator: { userAgent: 'Cloudflare-Workers' } }).runtime).toBe('workerd');
  });

  test('browsers', () => {
    const firefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:121.0) Gecko/20100101 Firefox/121.0';
    expect(detectPlatform({ navigator: { userAgent: firefox } })).toEqual({
      os: 'Unknown',
      arch: 'unknown',
      runtime: 'browser:firefox',
      runtimeVersion: '121.0',
    });
    const safari =
      'Mozilla/5.0 (Macintosh) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Safari/605.1.15';
    expect(detectPlatform({ navigator: { userAgent: safari } }).runtime).toBe('browser:safari');
  });

  test('unknown OS and architecture are reported as other', () => {
    const info = detectPlatform({
      process: { platform: 'haiku', arch: 'riscv64', versions: { node: '20' } },
    });
    expect(info.os).toBe('Other:haiku');
    expect(info.arch).toBe('other:riscv64');
    expect(detectPlatform({}).runtime).toBe('unknown');
  });

  test('isBrowser needs a window with a document and a navigator', () => {
    expect(isBrowser({})).toBe(false);
    expect(isBrowser({ window: {}, navigator: {} })).toBe(false);
    expect(isBrowser({ window: { document: {} }, navigator: {} })).toBe(true);
  });
});
