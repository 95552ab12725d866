import { afterEach, describe, expect, test, vi } from 'vitest';
import { ClientError } from '../../src/core/error.js';
import { applyAuth } from '../../src/internal/auth.js';
import { json, makeClient } from './test-client.js';

afterEach(() => {
  vi.unstubAllEnvs();
});

const send = async (security: string[][] | undefined, options: Parameters<typeof makeClient>[1] = {}) => {
  const { client, calls } = makeClient([json({})], options);
  await client.call({ method: 'get', path: '/x', security });
  return calls[0]!;
};

describe('auth schemes', () => {
  test('the default security sends the API key header', async () => {
    const call = await send(undefined);
    expect(call.headers.get('x-api-key')).toBe('test-key');
    expect(call.headers.has('authorization')).toBe(false);
  });

  test('bearer uses the scheme keyword', async () => {
    const call = await send([['BearerAuth']], { bearerToken: 'tok' });
    expect(call.headers.get('authorization')).toBe('Token tok');
  });

  test('bearer defaults to the Bearer keyword', () => {
    const applied = applyAuth({ B: { type: 'bearer', token: 't' } }, [['B']]);
    expect(applied.headers).toEqual({ Authorization: 'Bearer t' });
  });

  test('basic is base64(username:password), UTF-8 safe', async () => {
    const call = await send([['BasicAuth']], { username: 'ada', password: 'pässword' });
    const encoded = call.headers.get('authorization')!.replace(/^Basic /, '');
    expect(new TextDecoder().decode(Uint8Array.from(atob(encoded), (c) => c.charCodeAt(0)))).toBe(
      'ada:pässword',
    );
  });

  test('basic with base64 disabled sends the pair raw; a missing password is empty', async () => {
    expect((await send([['RawBasic']], { username: 'u', password: 'p' })).headers.get('authorization')).toBe(
      'Basic u:p',
    );
    const applied = applyAuth({ KeyAsUser: { type: 'basic', username: 'key_only', base64: false } }, [
      ['KeyAsUser'],
    ]);
    expect(applied.headers).toEqual({ Authorization: 'Basic key_only:' });
  });

  test('basic with a bound password is not satisfied by the username alone', async () => {
    const call = await send([['BasicAuth'], ['BearerAuth']], { username: 'ada', bearerToken: 'tok' });
    expect(call.headers.get('authorization')).toBe('Token tok');
  });

  test('an API key in the query', async () => {
    const call = await send([['QueryKey']], { queryKey: 'q 1' });
    expect(call.url).toBe('https://us.api.example.test/v1/x?key=q%201');
    expect(call.headers.has('x-api-key')).toBe(false);
  });

  test('credentials come from their environment variables', async () => {
    vi.stubEnv('EXAMPLE_BEARER_TOKEN', 'from-env');
    const call = await send([['BearerAuth']]);
    expect(call.headers.get('authorization')).toBe('Token from-env');
  });
});

describe('security alternatives', () => {
  test('the first satisfied alternative wins', async () => {
    const call = await send([['BearerAuth'], ['BasicAuth'], ['ApiKeyAuth']], {
      username: 'u',
      password: 'p',
    });
    expect(call.headers.get('authorization')).toMatch(/^Basic /);
    expect(call.headers.has('x-api-key')).toBe(false);
  });

  test('an alternative needs all its schemes', async () => {
    const call = await send(
      [
        ['BearerAuth', 'ApiKeyAuth'],
        ['QueryKey', 'ApiKeyAuth'],
      ],
      { queryKey: 'q' },
    );
    expect(call.url).toMatch(/\?key=q$/);
    expect(call.headers.get('x-api-key')).toBe('test-key');
    expect(call.headers.has('authorization')).toBe(false);
  });

  test('an empty alternative ({}) allows sending no credentials', async () => {
    const call = await send([['BearerAuth'], []]);
    expect(call.headers.has('authorization')).toBe(false);
    expect(call.headers.has('x-api-key')).toBe(false);
  });

  test('security: [] sends no credentials', async () => {
    const call = await send([], { bearerToken: 'tok' });
    expect(call.headers.has('authorization')).toBe(false);
    expect(call.headers.has('x-api-key')).toBe(false);
  });

  test('nothing satisfied raises a client-side error naming the env vars, before sending', async () => {
    const { client, calls } = makeClient([json({})]);
    const error = await client
      .call({ method: 'get', path: '/x', security: [['BearerAuth'], ['BasicAuth']] })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ClientError);
    expect((error as Error).message).toBe(
      'Missing credentials. Provide the EXAMPLE_BEARER_TOKEN environment variable (BearerAuth); or the ' +
        'EXAMPLE_USERNAME and EXAMPLE_PASSWORD environment variables or the username and password client ' +
        'options (BasicAuth).',
    );
    expect(calls).toHaveLength(0);
  });

  test('an unknown scheme name is a client error', () => {
    expect(() => applyAuth({}, [['Nope']])).toThrow(/Unknown security scheme 'Nope'/);
  });

  test('a per-call Authorization header overrides the scheme', async () => {
    const { client, calls } = makeClient([json({})], { bearerToken: 'tok' });
    await client.call({
      method: 'get',
      path: '/x',
      security: [['BearerAuth']],
      options: { headers: { Authorization: 'Bearer override' } },
    });
    expect(calls[0]!.headers.get('authorization')).toBe('Bearer override');
  });
});
