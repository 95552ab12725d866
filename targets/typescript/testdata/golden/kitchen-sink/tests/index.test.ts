// Copyright Acme, Inc. Licensed under the Apache License 2.0.
// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import ACME from '../src/index.js';

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

const credentials = {
  username: 'My Username',
  password: 'My Password',
  projectId: 'proj_123',
  queryKey: 'My Query Key',
  baseURL: 'http://localhost:5555/api',
};

describe('the generated client', () => {
  const saved = { ...process.env };
  const readByClient = [
    'ACME_BASE_URL',
    'ACME_BEARER_TOKEN',
    'ACME_USERNAME',
    'ACME_PASSWORD',
    'ACME_PROJECT_ID',
    'ACME_WEBHOOK_SECRET',
    'ACME_QUERY_KEY',
  ];
  beforeEach(() => {
    for (const name of readByClient) delete process.env[name];
  });
  afterEach(() => {
    process.env = { ...saved };
  });

  test('reads its options and base URL from the environment', async () => {
    process.env['ACME_BASE_URL'] = 'http://env.example.test/v9';
    process.env['ACME_BEARER_TOKEN'] = 'env bearer_token';
    process.env['ACME_USERNAME'] = 'env username';
    process.env['ACME_PASSWORD'] = 'env password';
    process.env['ACME_PROJECT_ID'] = 'env project_id';
    process.env['ACME_WEBHOOK_SECRET'] = 'env webhook_secret';
    process.env['ACME_QUERY_KEY'] = 'env query_key';
    const { fetch, sent } = recorder();
    const fromEnv = {
      baseURL: undefined,
      bearerToken: undefined,
      username: undefined,
      password: undefined,
      projectId: undefined,
      webhookSecret: undefined,
      queryKey: undefined,
    };
    const client = new ACME({ ...credentials, ...fromEnv, fetch });
    expect(client.bearerToken).toBe('env bearer_token');
    expect(client.username).toBe('env username');
    expect(client.password).toBe('env password');
    expect(client.projectId).toBe('env project_id');
    expect(client.webhookSecret).toBe('env webhook_secret');
    expect(client.queryKey).toBe('env query_key');
    await client.get('/probe');
    expect(sent[0]!.url.split('?')[0]).toBe('http://env.example.test/v9/probe');
  });

  test('sends the credentials of its default security', async () => {
    const { fetch, sent } = recorder();
    await new ACME({ ...credentials, fetch }).get('/probe');
    expect(sent[0]!.headers.get('authorization')).toBe('Basic TXkgVXNlcm5hbWU6TXkgUGFzc3dvcmQ=');
  });

  test('retries a failed attempt, counting retries in a header', async () => {
    const failure = new Response('{}', { status: 500, headers: { 'retry-after-ms': '1' } });
    const { fetch, sent } = recorder(failure);
    await new ACME({ ...credentials, fetch, maxRetries: 1 }).post('/probe', { body: {} });
    expect(sent.map((s) => s.headers.get('x-sdkgen-retry-count'))).toEqual(['0', '1']);
    expect(sent[0]!.headers.get('idempotency-key')).toBeTruthy();
    expect(sent[1]!.headers.get('idempotency-key')).toBe(sent[0]!.headers.get('idempotency-key'));
  });

  test('leaves redirects to fetch, which follows them', async () => {
    const { fetch, sent } = recorder();
    await new ACME({ ...credentials, fetch }).get('/probe');
    expect(sent[0]!.init.redirect ?? 'follow').toBe('follow');
  });

  test('copies made by withOptions share the fetch and its connections', async () => {
    const { fetch, sent } = recorder();
    const client = new ACME({ ...credentials, fetch });
    await client.withOptions({ timeout: 2000 }).get('/probe');
    await client.get('/probe');
    expect(sent.map((s) => s.headers.get('x-sdkgen-timeout'))).toEqual(['2', '30']);
  });
});
