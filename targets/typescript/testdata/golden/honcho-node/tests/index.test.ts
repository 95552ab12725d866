// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import Honcho from '../src/index.js';

/**
 * A fetch that records each request and answers with the given responses, then with `{}`.
 */
function recorder(...replies: Response[]) {
  const sent: { url: string; headers: Headers; init: RequestInit }[] = [];
  const fetch = async (url: string, init: RequestInit = {}): Promise<Response> => {
    sent.push({ url, headers: new Headers(init.headers), init });
    return replies.shift() ?? Response.json({});
  };
  return { fetch, sent };
}

const credentials = { apiKey: 'My API Key', baseURL: 'http://localhost:5555/api' };

describe('the generated client', () => {
  const saved = { ...process.env };
  const readByClient = ['HONCHO_BASE_URL', 'HONCHO_API_KEY'];
  beforeEach(() => {
    for (const name of readByClient) delete process.env[name];
  });
  afterEach(() => {
    process.env = { ...saved };
  });

  test('reads its options and base URL from the environment', async () => {
    process.env['HONCHO_BASE_URL'] = 'http://env.example.test/v9';
    process.env['HONCHO_API_KEY'] = 'env api_key';
    const { fetch, sent } = recorder();
    const fromEnv = { baseURL: undefined, apiKey: undefined };
    const client = new Honcho({ ...credentials, ...fromEnv, fetch });
    expect(client.apiKey).toBe('env api_key');
    await client.get('/probe');
    expect(sent[0]!.url.split('?')[0]).toBe('http://env.example.test/v9/probe');
  });

  test('sends the credentials of its default security', async () => {
    const { fetch, sent } = recorder();
    await new Honcho({ ...credentials, fetch }).get('/probe');
    expect(sent[0]!.headers.get('authorization')).toBe('Bearer My API Key');
  });

  test('retries a failed attempt, counting retries in a header', async () => {
    const failure = new Response('{}', { status: 500, headers: { 'retry-after-ms': '1' } });
    const { fetch, sent } = recorder(failure);
    await new Honcho({ ...credentials, fetch, maxRetries: 1 }).post('/probe', { body: {} });
    expect(sent.map((s) => s.headers.get('x-sdkgen-retry-count'))).toEqual(['0', '1']);
  });

  test('leaves redirects to fetch, which follows them', async () => {
    const { fetch, sent } = recorder();
    await new Honcho({ ...credentials, fetch }).get('/probe');
    expect(sent[0]!.init.redirect ?? 'follow').toBe('follow');
  });

  test('copies made by withOptions share the fetch and its connections', async () => {
    const { fetch, sent } = recorder();
    const client = new Honcho({ ...credentials, fetch });
    await client.withOptions({ timeout: 2000 }).get('/probe');
    await client.get('/probe');
    expect(sent.map((s) => s.headers.get('x-sdkgen-timeout'))).toEqual(['2', '60']);
  });
});
