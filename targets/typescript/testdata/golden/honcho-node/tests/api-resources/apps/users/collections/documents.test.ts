// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

import { describe, expect, test } from 'vitest';
import Honcho, { HonchoError } from '../../../../../src/index.js';

const client = new Honcho({
  apiKey: 'My API Key',
  baseURL: process.env['TEST_API_BASE_URL'] ?? 'http://127.0.0.1:4010',
});

const skipMock = process.env['SKIP_MOCK_TESTS'] === 'true';

describe.skipIf(skipMock)('resource apps.users.collections.documents', () => {
  test('list: only required params', async () => {
    const responsePromise = client.apps.users.collections.documents.list('string', 'string', 'string');
    const rawResponse = await responsePromise.asResponse();
    expect(rawResponse).toBeInstanceOf(Response);
    const dataAndResponse = await responsePromise.withResponse();
    expect(dataAndResponse.response.ok).toBe(true);
  });

  test('list: required and optional params', async () => {
    const response = await client.apps.users.collections.documents.list('string', 'string', 'string', {
      reverse: false,
      page: 1,
      size: 50,
      filter: { foo: {} },
    });
    expect(response).toBeDefined();
  });

  test('list: empty path param app_id', () => {
    expect(() => {
      client.apps.users.collections.documents.list('', 'string', 'string');
    }).toThrow(HonchoError);
  });

  test('list: empty path param user_id', () => {
    expect(() => {
      client.apps.users.collections.documents.list('string', '', 'string');
    }).toThrow(HonchoError);
  });

  test('list: empty path param collection_id', () => {
    expect(() => {
      client.apps.users.collections.documents.list('string', 'string', '');
    }).toThrow(HonchoError);
  });

  test('create: only required params', async () => {
    const responsePromise = client.apps.users.collections.documents.create('string', 'string', 'string', {
      content: 'string',
    });
    const rawResponse = await responsePromise.asResponse();
    expect(rawResponse).toBeInstanceOf(Response);
    const dataAndResponse = await responsePromise.withResponse();
    expect(dataAndResponse.response.ok).toBe(true);
  });

  test('create: required and optional params', async () => {
    const response = await client.apps.users.collections.documents.create('string', 'string', 'string', {
      content: 'string',
      metadata: {},
    });
    expect(response).toBeDefined();
  });

  test('create: empty path param app_id', () => {
    expect(() => {
      client.apps.users.collections.documents.create('', 'string', 'string', { content: 'string' });
    }).toThrow(HonchoError);
  });

  test('create: empty path param user_id', () => {
    expect(() => {
      client.apps.users.collections.documents.create('string', '', 'string', { content: 'string' });
    }).toThrow(HonchoError);
  });

  test('create: empty path param collection_id', () => {
    expect(() => {
      client.apps.users.collections.documents.create('string', 'string', '', { content: 'string' });
    }).toThrow(HonchoError);
  });

  test('get: only required params', async () => {
    const responsePromise = client.apps.users.collections.documents.get(
      'string',
      'string',
      'string',
      'string',
    );
    const rawResponse = await responsePromise.asResponse();
    expect(rawResponse).toBeInstanceOf(Response);
    const dataAndResponse = await responsePromise.withResponse();
    expect(dataAndResponse.response.ok).toBe(true);
  });

  test('get: empty path param app_id', () => {
    expect(() => {
      client.apps.users.collections.documents.get('', 'string', 'string', 'string');
    }).toThrow(HonchoError);
  });

  test('get: empty path param user_id', () => {
    expect(() => {
      client.apps.users.collections.documents.get('string', '', 'string', 'string');
    }).toThrow(HonchoError);
  });

  test('get: empty path param collection_id', () => {
    expect(() => {
      client.apps.users.collections.documents.get('string', 'string', '', 'string');
    }).toThrow(HonchoError);
  });

  test('get: empty path param document_id', () => {
    expect(() => {
      client.apps.users.collections.documents.get('string', 'string', 'string', '');
    }).toThrow(HonchoError);
  });

  test('update: only required params', async () => {
    const responsePromise = client.apps.users.collections.documents.update(
      'string',
      'string',
      'string',
      'string',
    );
    const rawResponse = await responsePromise.asResponse();
    expect(rawResponse).toBeInstanceOf(Response);
    const dataAndResponse = await responsePromise.withResponse();
    expect(dataAndResponse.response.ok).toBe(true);
  });

  test('update: required and optional params', async () => {
    const response = await client.apps.users.collections.documents.update(
      'string',
      'string',
      'string',
      'string',
      { metadata: { foo: {} }, content: 'string' },
    );
    expect(response).toBeDefined();
  });

  test('update: empty path param app_id', () => {
    expect(() => {
      client.apps.users.collections.documents.update('', 'string', 'string', 'string');
    }).toThrow(HonchoError);
  });

  test('update: empty path param user_id', () => {
    expect(() => {
      client.apps.users.collections.documents.update('string', '', 'string', 'string');
    }).toThrow(HonchoError);
  });

  test('update: empty path param collection_id', () => {
    expect(() => {
      client.apps.users.collections.documents.update('string', 'string', '', 'string');
    }).toThrow(HonchoError);
  });

  test('update: empty path param document_id', () => {
    expect(() => {
      client.apps.users.collections.documents.update('string', 'string', 'string', '');
    }).toThrow(HonchoError);
  });

  test('delete: only required params', async () => {
    const responsePromise = client.apps.users.collections.documents.delete(
      'string',
      'string',
      'string',
      'string',
    );
    const rawResponse = await responsePromise.asResponse();
    expect(rawResponse).toBeInstanceOf(Response);
    const dataAndResponse = await responsePromise.withResponse();
    expect(dataAndResponse.response.ok).toBe(true);
  });

  test('delete: empty path param app_id', () => {
    expect(() => {
      client.apps.users.collections.documents.delete('', 'string', 'string', 'string');
    }).toThrow(HonchoError);
  });

  test('delete: empty path param user_id', () => {
    expect(() => {
      client.apps.users.collections.documents.delete('string', '', 'string', 'string');
    }).toThrow(HonchoError);
  });

  test('delete: empty path param collection_id', () => {
    expect(() => {
      client.apps.users.collections.documents.delete('string', 'string', '', 'string');
    }).toThrow(HonchoError);
  });

  test('delete: empty path param document_id', () => {
    expect(() => {
      client.apps.users.collections.documents.delete('string', 'string', 'string', '');
    }).toThrow(HonchoError);
  });

  test('query: only required params', async () => {
    const responsePromise = client.apps.users.collections.documents.query('string', 'string', 'string', {
      query: 'string',
    });
    const rawResponse = await responsePromise.asResponse();
    expect(rawResponse).toBeInstanceOf(Response);
    const dataAndResponse = await responsePromise.withResponse();
    expect(dataAndResponse.response.ok).toBe(true);
  });

  test('query: required and optional params', async () => {
    const response = await client.apps.users.collections.documents.query('string', 'string', 'string', {
      query: 'string',
      filter: { foo: {} },
      top_k: 5,
    });
    expect(response).toBeDefined();
  });

  test('query: empty path param app_id', () => {
    expect(() => {
      client.apps.users.collections.documents.query('', 'string', 'string', { query: 'string' });
    }).toThrow(HonchoError);
  });

  test('query: empty path param user_id', () => {
    expect(() => {
      client.apps.users.collections.documents.query('string', '', 'string', { query: 'string' });
    }).toThrow(HonchoError);
  });

  test('query: empty path param collection_id', () => {
    expect(() => {
      client.apps.users.collections.documents.query('string', 'string', '', { query: 'string' });
    }).toThrow(HonchoError);
  });
});
