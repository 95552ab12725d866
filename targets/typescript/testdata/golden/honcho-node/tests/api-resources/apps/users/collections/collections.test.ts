// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

import { describe, expect, test } from 'vitest';
import Honcho, { HonchoError } from '../../../../../src/index.js';

const client = new Honcho({
  apiKey: 'My API Key',
  baseURL: process.env['TEST_API_BASE_URL'] ?? 'http://127.0.0.1:4010',
});

const skipMock = process.env['SKIP_MOCK_TESTS'] === 'true';

describe.skipIf(skipMock)('resource apps.users.collections', () => {
  test('list: only required params', async () => {
    const responsePromise = client.apps.users.collections.list('string', 'string');
    const rawResponse = await responsePromise.asResponse();
    expect(rawResponse).toBeInstanceOf(Response);
    const dataAndResponse = await responsePromise.withResponse();
    expect(dataAndResponse.response.ok).toBe(true);
  });

  test('list: required and optional params', async () => {
    const response = await client.apps.users.collections.list('string', 'string', {
      reverse: false,
      page: 1,
      size: 50,
      filter: { foo: {} },
    });
    expect(response).toBeDefined();
  });

  test('list: empty path param app_id', () => {
    expect(() => {
      client.apps.users.collections.list('', 'string');
    }).toThrow(HonchoError);
  });

  test('list: empty path param user_id', () => {
    expect(() => {
      client.apps.users.collections.list('string', '');
    }).toThrow(HonchoError);
  });

  test('create: only required params', async () => {
    const responsePromise = client.apps.users.collections.create('string', 'string', { name: 'string' });
    const rawResponse = await responsePromise.asResponse();
    expect(rawResponse).toBeInstanceOf(Response);
    const dataAndResponse = await responsePromise.withResponse();
    expect(dataAndResponse.response.ok).toBe(true);
  });

  test('create: required and optional params', async () => {
    const response = await client.apps.users.collections.create('string', 'string', {
      name: 'string',
      metadata: {},
    });
    expect(response).toBeDefined();
  });

  test('create: empty path param app_id', () => {
    expect(() => {
      client.apps.users.collections.create('', 'string', { name: 'string' });
    }).toThrow(HonchoError);
  });

  test('create: empty path param user_id', () => {
    expect(() => {
      client.apps.users.collections.create('string', '', { name: 'string' });
    }).toThrow(HonchoError);
  });

  test('get_by_name: only required params', async () => {
    const responsePromise = client.apps.users.collections.getByName('string', 'string', 'string');
    const rawResponse = await responsePromise.asResponse();
    expect(rawResponse).toBeInstanceOf(Response);
    const dataAndResponse = await responsePromise.withResponse();
    expect(dataAndResponse.response.ok).toBe(true);
  });

  test('get_by_name: empty path param app_id', () => {
    expect(() => {
      client.apps.users.collections.getByName('', 'string', 'string');
    }).toThrow(HonchoError);
  });

  test('get_by_name: empty path param user_id', () => {
    expect(() => {
      client.apps.users.collections.getByName('string', '', 'string');
    }).toThrow(HonchoError);
  });

  test('get_by_name: empty path param name', () => {
    expect(() => {
      client.apps.users.collections.getByName('string', 'string', '');
    }).toThrow(HonchoError);
  });

  test('update: only required params', async () => {
    const responsePromise = client.apps.users.collections.update('string', 'string', 'string');
    const rawResponse = await responsePromise.asResponse();
    expect(rawResponse).toBeInstanceOf(Response);
    const dataAndResponse = await responsePromise.withResponse();
    expect(dataAndResponse.response.ok).toBe(true);
  });

  test('update: required and optional params', async () => {
    const response = await client.apps.users.collections.update('string', 'string', 'string', {
      name: 'string',
      metadata: { foo: {} },
    });
    expect(response).toBeDefined();
  });

  test('update: empty path param app_id', () => {
    expect(() => {
      client.apps.users.collections.update('', 'string', 'string');
    }).toThrow(HonchoError);
  });

  test('update: empty path param user_id', () => {
    expect(() => {
      client.apps.users.collections.update('string', '', 'string');
    }).toThrow(HonchoError);
  });

  test('update: empty path param collection_id', () => {
    expect(() => {
      client.apps.users.collections.update('string', 'string', '');
    }).toThrow(HonchoError);
  });

  test('delete: only required params', async () => {
    const responsePromise = client.apps.users.collections.delete('string', 'string', 'string');
    const rawResponse = await responsePromise.asResponse();
    expect(rawResponse).toBeInstanceOf(Response);
    const dataAndResponse = await responsePromise.withResponse();
    expect(dataAndResponse.response.ok).toBe(true);
  });

  test('delete: empty path param app_id', () => {
    expect(() => {
      client.apps.users.collections.delete('', 'string', 'string');
    }).toThrow(HonchoError);
  });

  test('delete: empty path param user_id', () => {
    expect(() => {
      client.apps.users.collections.delete('string', '', 'string');
    }).toThrow(HonchoError);
  });

  test('delete: empty path param collection_id', () => {
    expect(() => {
      client.apps.users.collections.delete('string', 'string', '');
    }).toThrow(HonchoError);
  });

  test('get: only required params', async () => {
    const responsePromise = client.apps.users.collections.get('string', 'string');
    const rawResponse = await responsePromise.asResponse();
    expect(rawResponse).toBeInstanceOf(Response);
    const dataAndResponse = await responsePromise.withResponse();
    expect(dataAndResponse.response.ok).toBe(true);
  });

  test('get: required and optional params', async () => {
    const response = await client.apps.users.collections.get('string', 'string', { collection_id: 'string' });
    expect(response).toBeDefined();
  });

  test('get: empty path param app_id', () => {
    expect(() => {
      client.apps.users.collections.get('', 'string');
    }).toThrow(HonchoError);
  });

  test('get: empty path param user_id', () => {
    expect(() => {
      client.apps.users.collections.get('string', '');
    }).toThrow(HonchoError);
  });
});
