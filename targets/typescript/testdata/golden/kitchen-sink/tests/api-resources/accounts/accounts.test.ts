// Copyright Acme, Inc. Licensed under the Apache License 2.0.
// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

import { describe, expect, test } from 'vitest';
import ACME, { ACMEError } from '../../../src/index.js';

const client = new ACME({
  username: 'My Username',
  password: 'My Password',
  projectId: 'proj_123',
  queryKey: 'My Query Key',
  baseURL: process.env['TEST_API_BASE_URL'] ?? 'http://127.0.0.1:4010',
});

const skipMock = process.env['SKIP_MOCK_TESTS'] === 'true';

describe.skipIf(skipMock)('resource accounts', () => {
  test('list: only required params', async () => {
    const responsePromise = client.accounts.list();
    const rawResponse = await responsePromise.asResponse();
    expect(rawResponse).toBeInstanceOf(Response);
    const dataAndResponse = await responsePromise.withResponse();
    expect(dataAndResponse.response.ok).toBe(true);
  });

  test('list: required and optional params', async () => {
    const response = await client.accounts.list({
      cursor: 'string',
      limit: 20,
      status: 'active',
      'X-Trace-Id': '182bd5e5-6e1a-4fe4-a799-aa6d9a6ab26e',
    });
    expect(response).toBeDefined();
  });

  test('create: only required params', async () => {
    const responsePromise = client.accounts.create({ name: 'string' });
    const rawResponse = await responsePromise.asResponse();
    expect(rawResponse).toBeInstanceOf(Response);
    const dataAndResponse = await responsePromise.withResponse();
    expect(dataAndResponse.response.ok).toBe(true);
  });

  test('create: required and optional params', async () => {
    const response = await client.accounts.create({
      name: 'string',
      password: 'string',
      address: { line1: 'string', city: 'string', country: 'AA' },
      kind: 'personal',
    });
    expect(response).toBeDefined();
  });

  test('retrieve: only required params', async () => {
    const responsePromise = client.accounts.retrieve('9b2f7c1e-0000-4000-8000-000000000000');
    const rawResponse = await responsePromise.asResponse();
    expect(rawResponse).toBeInstanceOf(Response);
    const dataAndResponse = await responsePromise.withResponse();
    expect(dataAndResponse.response.ok).toBe(true);
  });

  test('retrieve: empty path param account_id', () => {
    expect(() => {
      client.accounts.retrieve('');
    }).toThrow(ACMEError);
  });

  test('update: only required params', async () => {
    const responsePromise = client.accounts.update('9b2f7c1e-0000-4000-8000-000000000000');
    const rawResponse = await responsePromise.asResponse();
    expect(rawResponse).toBeInstanceOf(Response);
    const dataAndResponse = await responsePromise.withResponse();
    expect(dataAndResponse.response.ok).toBe(true);
  });

  test('update: required and optional params', async () => {
    const response = await client.accounts.update('9b2f7c1e-0000-4000-8000-000000000000', {
      name: 'string',
      nickname: 'string',
      metadata: { foo: 'string' },
    });
    expect(response).toBeDefined();
  });

  test('update: empty path param account_id', () => {
    expect(() => {
      client.accounts.update('');
    }).toThrow(ACMEError);
  });

  test('delete: only required params', async () => {
    const responsePromise = client.accounts.delete('9b2f7c1e-0000-4000-8000-000000000000');
    const rawResponse = await responsePromise.asResponse();
    expect(rawResponse).toBeInstanceOf(Response);
    const dataAndResponse = await responsePromise.withResponse();
    expect(dataAndResponse.response.ok).toBe(true);
  });

  test('delete: empty path param account_id', () => {
    expect(() => {
      client.accounts.delete('');
    }).toThrow(ACMEError);
  });

  test('me: only required params', async () => {
    const responsePromise = client.accounts.me();
    const rawResponse = await responsePromise.asResponse();
    expect(rawResponse).toBeInstanceOf(Response);
    const dataAndResponse = await responsePromise.withResponse();
    expect(dataAndResponse.response.ok).toBe(true);
  });

  test('link: only required params', async () => {
    const responsePromise = client.accounts.link('9b2f7c1e-0000-4000-8000-000000000000', [
      '182bd5e5-6e1a-4fe4-a799-aa6d9a6ab26e',
    ]);
    const rawResponse = await responsePromise.asResponse();
    expect(rawResponse).toBeInstanceOf(Response);
    const dataAndResponse = await responsePromise.withResponse();
    expect(dataAndResponse.response.ok).toBe(true);
  });

  test('link: empty path param account_id', () => {
    expect(() => {
      client.accounts.link('', ['182bd5e5-6e1a-4fe4-a799-aa6d9a6ab26e']);
    }).toThrow(ACMEError);
  });
});
