// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

import { describe, expect, test } from 'vitest';
import Honcho, { HonchoError } from '../../../../../src/index.js';

const client = new Honcho({
  apiKey: 'My API Key',
  baseURL: process.env['TEST_API_BASE_URL'] ?? 'http://127.0.0.1:4010',
});

const skipMock = process.env['SKIP_MOCK_TESTS'] === 'true';

describe.skipIf(skipMock)('resource apps.users.sessions', () => {
  test('list: only required params', async () => {
    const responsePromise = client.apps.users.sessions.list('string', 'string');
    const rawResponse = await responsePromise.asResponse();
    expect(rawResponse).toBeInstanceOf(Response);
    const dataAndResponse = await responsePromise.withResponse();
    expect(dataAndResponse.response.ok).toBe(true);
  });

  test('list: required and optional params', async () => {
    const response = await client.apps.users.sessions.list('string', 'string', {
      reverse: false,
      page: 1,
      size: 50,
      filter: { foo: {} },
      is_active: false,
    });
    expect(response).toBeDefined();
  });

  test('list: empty path param app_id', () => {
    expect(() => {
      client.apps.users.sessions.list('', 'string');
    }).toThrow(HonchoError);
  });

  test('list: empty path param user_id', () => {
    expect(() => {
      client.apps.users.sessions.list('string', '');
    }).toThrow(HonchoError);
  });

  test('create: only required params', async () => {
    const responsePromise = client.apps.users.sessions.create('string', 'string');
    const rawResponse = await responsePromise.asResponse();
    expect(rawResponse).toBeInstanceOf(Response);
    const dataAndResponse = await responsePromise.withResponse();
    expect(dataAndResponse.response.ok).toBe(true);
  });

  test('create: required and optional params', async () => {
    const response = await client.apps.users.sessions.create('string', 'string', { metadata: {} });
    expect(response).toBeDefined();
  });

  test('create: empty path param app_id', () => {
    expect(() => {
      client.apps.users.sessions.create('', 'string');
    }).toThrow(HonchoError);
  });

  test('create: empty path param user_id', () => {
    expect(() => {
      client.apps.users.sessions.create('string', '');
    }).toThrow(HonchoError);
  });

  test('update: only required params', async () => {
    const responsePromise = client.apps.users.sessions.update('string', 'string', 'string', {
      metadata: { foo: {} },
    });
    const rawResponse = await responsePromise.asResponse();
    expect(rawResponse).toBeInstanceOf(Response);
    const dataAndResponse = await responsePromise.withResponse();
    expect(dataAndResponse.response.ok).toBe(true);
  });

  test('update: empty path param app_id', () => {
    expect(() => {
      client.apps.users.sessions.update('', 'string', 'string', { metadata: { foo: {} } });
    }).toThrow(HonchoError);
  });

  test('update: empty path param user_id', () => {
    expect(() => {
      client.apps.users.sessions.update('string', '', 'string', { metadata: { foo: {} } });
    }).toThrow(HonchoError);
  });

  test('update: empty path param session_id', () => {
    expect(() => {
      client.apps.users.sessions.update('string', 'string', '', { metadata: { foo: {} } });
    }).toThrow(HonchoError);
  });

  test('delete: only required params', async () => {
    const responsePromise = client.apps.users.sessions.delete('string', 'string', 'string');
    const rawResponse = await responsePromise.asResponse();
    expect(rawResponse).toBeInstanceOf(Response);
    const dataAndResponse = await responsePromise.withResponse();
    expect(dataAndResponse.response.ok).toBe(true);
  });

  test('delete: empty path param app_id', () => {
    expect(() => {
      client.apps.users.sessions.delete('', 'string', 'string');
    }).toThrow(HonchoError);
  });

  test('delete: empty path param user_id', () => {
    expect(() => {
      client.apps.users.sessions.delete('string', '', 'string');
    }).toThrow(HonchoError);
  });

  test('delete: empty path param session_id', () => {
    expect(() => {
      client.apps.users.sessions.delete('string', 'string', '');
    }).toThrow(HonchoError);
  });

  test('get: only required params', async () => {
    const responsePromise = client.apps.users.sessions.get('string', 'string');
    const rawResponse = await responsePromise.asResponse();
    expect(rawResponse).toBeInstanceOf(Response);
    const dataAndResponse = await responsePromise.withResponse();
    expect(dataAndResponse.response.ok).toBe(true);
  });

  test('get: required and optional params', async () => {
    const response = await client.apps.users.sessions.get('string', 'string', { session_id: 'string' });
    expect(response).toBeDefined();
  });

  test('get: empty path param app_id', () => {
    expect(() => {
      client.apps.users.sessions.get('', 'string');
    }).toThrow(HonchoError);
  });

  test('get: empty path param user_id', () => {
    expect(() => {
      client.apps.users.sessions.get('string', '');
    }).toThrow(HonchoError);
  });

  test('chat: only required params', async () => {
    const responsePromise = client.apps.users.sessions.chat('string', 'string', 'string', {
      queries: 'string',
    });
    const rawResponse = await responsePromise.asResponse();
    expect(rawResponse).toBeInstanceOf(Response);
    const dataAndResponse = await responsePromise.withResponse();
    expect(dataAndResponse.response.ok).toBe(true);
  });

  test('chat: required and optional params', async () => {
    const response = await client.apps.users.sessions.chat('string', 'string', 'string', {
      queries: 'string',
      stream: false,
    });
    expect(response).toBeDefined();
  });

  test('chat: empty path param app_id', () => {
    expect(() => {
      client.apps.users.sessions.chat('', 'string', 'string', { queries: 'string' });
    }).toThrow(HonchoError);
  });

  test('chat: empty path param user_id', () => {
    expect(() => {
      client.apps.users.sessions.chat('string', '', 'string', { queries: 'string' });
    }).toThrow(HonchoError);
  });

  test('chat: empty path param session_id', () => {
    expect(() => {
      client.apps.users.sessions.chat('string', 'string', '', { queries: 'string' });
    }).toThrow(HonchoError);
  });

  test('clone: only required params', async () => {
    const responsePromise = client.apps.users.sessions.clone('string', 'string', 'string');
    const rawResponse = await responsePromise.asResponse();
    expect(rawResponse).toBeInstanceOf(Response);
    const dataAndResponse = await responsePromise.withResponse();
    expect(dataAndResponse.response.ok).toBe(true);
  });

  test('clone: required and optional params', async () => {
    const response = await client.apps.users.sessions.clone('string', 'string', 'string', {
      message_id: 'string',
      deep_copy: false,
    });
    expect(response).toBeDefined();
  });

  test('clone: empty path param app_id', () => {
    expect(() => {
      client.apps.users.sessions.clone('', 'string', 'string');
    }).toThrow(HonchoError);
  });

  test('clone: empty path param user_id', () => {
    expect(() => {
      client.apps.users.sessions.clone('string', '', 'string');
    }).toThrow(HonchoError);
  });

  test('clone: empty path param session_id', () => {
    expect(() => {
      client.apps.users.sessions.clone('string', 'string', '');
    }).toThrow(HonchoError);
  });
});
