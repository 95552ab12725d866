// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

import { describe, expect, test } from 'vitest';
import Honcho, { HonchoError } from '../../../src/index.js';

const client = new Honcho({
  apiKey: 'My API Key',
  baseURL: process.env['TEST_API_BASE_URL'] ?? 'http://127.0.0.1:4010',
});

const skipMock = process.env['SKIP_MOCK_TESTS'] === 'true';

describe.skipIf(skipMock)('resource apps', () => {
  test('get: only required params', async () => {
    const responsePromise = client.apps.get();
    const rawResponse = await responsePromise.asResponse();
    expect(rawResponse).toBeInstanceOf(Response);
    const dataAndResponse = await responsePromise.withResponse();
    expect(dataAndResponse.response.ok).toBe(true);
  });

  test('get: required and optional params', async () => {
    const response = await client.apps.get({ app_id: 'string' });
    expect(response).toBeDefined();
  });

  test('list: only required params', async () => {
    const responsePromise = client.apps.list();
    const rawResponse = await responsePromise.asResponse();
    expect(rawResponse).toBeInstanceOf(Response);
    const dataAndResponse = await responsePromise.withResponse();
    expect(dataAndResponse.response.ok).toBe(true);
  });

  test('list: required and optional params', async () => {
    const response = await client.apps.list({ reverse: false, page: 1, size: 50, filter: { foo: {} } });
    expect(response).toBeDefined();
  });

  test('get_by_name: only required params', async () => {
    const responsePromise = client.apps.getByName('string');
    const rawResponse = await responsePromise.asResponse();
    expect(rawResponse).toBeInstanceOf(Response);
    const dataAndResponse = await responsePromise.withResponse();
    expect(dataAndResponse.response.ok).toBe(true);
  });

  test('get_by_name: empty path param name', () => {
    expect(() => {
      client.apps.getByName('');
    }).toThrow(HonchoError);
  });

  test('update: only required params', async () => {
    const responsePromise = client.apps.update('string');
    const rawResponse = await responsePromise.asResponse();
    expect(rawResponse).toBeInstanceOf(Response);
    const dataAndResponse = await responsePromise.withResponse();
    expect(dataAndResponse.response.ok).toBe(true);
  });

  test('update: required and optional params', async () => {
    const response = await client.apps.update('string', { name: 'string', metadata: { foo: {} } });
    expect(response).toBeDefined();
  });

  test('update: empty path param app_id', () => {
    expect(() => {
      client.apps.update('');
    }).toThrow(HonchoError);
  });

  test('create: only required params', async () => {
    const responsePromise = client.apps.create({ name: 'string' });
    const rawResponse = await responsePromise.asResponse();
    expect(rawResponse).toBeInstanceOf(Response);
    const dataAndResponse = await responsePromise.withResponse();
    expect(dataAndResponse.response.ok).toBe(true);
  });

  test('create: required and optional params', async () => {
    const response = await client.apps.create({ name: 'string', metadata: {} });
    expect(response).toBeDefined();
  });

  test('get_or_create: only required params', async () => {
    const responsePromise = client.apps.getOrCreate('string');
    const rawResponse = await responsePromise.asResponse();
    expect(rawResponse).toBeInstanceOf(Response);
    const dataAndResponse = await responsePromise.withResponse();
    expect(dataAndResponse.response.ok).toBe(true);
  });

  test('get_or_create: empty path param name', () => {
    expect(() => {
      client.apps.getOrCreate('');
    }).toThrow(HonchoError);
  });
});
