// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

import { describe, expect, test } from 'vitest';
import Honcho, { HonchoError } from '../../../../src/index.js';

const client = new Honcho({
  apiKey: 'My API Key',
  baseURL: process.env['TEST_API_BASE_URL'] ?? 'http://127.0.0.1:4010',
});

const skipMock = process.env['SKIP_MOCK_TESTS'] === 'true';

describe.skipIf(skipMock)('resource apps.users', () => {
  test('create: only required params', async () => {
    const responsePromise = client.apps.users.create('string', { name: 'string' });
    const rawResponse = await responsePromise.asResponse();
    expect(rawResponse).toBeInstanceOf(Response);
    const dataAndResponse = await responsePromise.withResponse();
    expect(dataAndResponse.response.ok).toBe(true);
  });

  test('create: required and optional params', async () => {
    const response = await client.apps.users.create('string', { name: 'string', metadata: {} });
    expect(response).toBeDefined();
  });

  test('create: empty path param app_id', () => {
    expect(() => {
      client.apps.users.create('', { name: 'string' });
    }).toThrow(HonchoError);
  });

  test('get: only required params', async () => {
    const responsePromise = client.apps.users.get('string');
    const rawResponse = await responsePromise.asResponse();
    expect(rawResponse).toBeInstanceOf(Response);
    const dataAndResponse = await responsePromise.withResponse();
    expect(dataAndResponse.response.ok).toBe(true);
  });

  test('get: required and optional params', async () => {
    const response = await client.apps.users.get('string', { user_id: 'string' });
    expect(response).toBeDefined();
  });

  test('get: empty path param app_id', () => {
    expect(() => {
      client.apps.users.get('');
    }).toThrow(HonchoError);
  });

  test('get_by_name: only required params', async () => {
    const responsePromise = client.apps.users.getByName('string', 'string');
    const rawResponse = await responsePromise.asResponse();
    expect(rawResponse).toBeInstanceOf(Response);
    const dataAndResponse = await responsePromise.withResponse();
    expect(dataAndResponse.response.ok).toBe(true);
  });

  test('get_by_name: empty path param app_id', () => {
    expect(() => {
      client.apps.users.getByName('', 'string');
    }).toThrow(HonchoError);
  });

  test('get_by_name: empty path param name', () => {
    expect(() => {
      client.apps.users.getByName('string', '');
    }).toThrow(HonchoError);
  });

  test('get_or_create: only required params', async () => {
    const responsePromise = client.apps.users.getOrCreate('string', 'string');
    const rawResponse = await responsePromise.asResponse();
    expect(rawResponse).toBeInstanceOf(Response);
    const dataAndResponse = await responsePromise.withResponse();
    expect(dataAndResponse.response.ok).toBe(true);
  });

  test('get_or_create: empty path param app_id', () => {
    expect(() => {
      client.apps.users.getOrCreate('', 'string');
    }).toThrow(HonchoError);
  });

  test('get_or_create: empty path param name', () => {
    expect(() => {
      client.apps.users.getOrCreate('string', '');
    }).toThrow(HonchoError);
  });

  test('update: only required params', async () => {
    const responsePromise = client.apps.users.update('string', 'string');
    const rawResponse = await responsePromise.asResponse();
    expect(rawResponse).toBeInstanceOf(Response);
    const dataAndResponse = await responsePromise.withResponse();
    expect(dataAndResponse.response.ok).toBe(true);
  });

  test('update: required and optional params', async () => {
    const response = await client.apps.users.update('string', 'string', {
      name: 'string',
      metadata: { foo: {} },
    });
    expect(response).toBeDefined();
  });

  test('update: empty path param app_id', () => {
    expect(() => {
      client.apps.users.update('', 'string');
    }).toThrow(HonchoError);
  });

  test('update: empty path param user_id', () => {
    expect(() => {
      client.apps.users.update('string', '');
    }).toThrow(HonchoError);
  });

  test('list: only required params', async () => {
    const responsePromise = client.apps.users.list('string');
    const rawResponse = await responsePromise.asResponse();
    expect(rawResponse).toBeInstanceOf(Response);
    const dataAndResponse = await responsePromise.withResponse();
    expect(dataAndResponse.response.ok).toBe(true);
  });

  test('list: required and optional params', async () => {
    const response = await client.apps.users.list('string', {
      reverse: false,
      page: 1,
      size: 50,
      filter: { foo: {} },
    });
    expect(response).toBeDefined();
  });

  test('list: empty path param app_id', () => {
    expect(() => {
      client.apps.users.list('');
    }).toThrow(HonchoError);
  });
});
