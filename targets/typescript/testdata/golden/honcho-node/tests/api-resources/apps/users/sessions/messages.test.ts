// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

import { describe, expect, test } from 'vitest';
import Honcho, { HonchoError } from '../../../../../src/index.js';

const client = new Honcho({
  apiKey: 'My API Key',
  baseURL: process.env['TEST_API_BASE_URL'] ?? 'http://127.0.0.1:4010',
});

const skipMock = process.env['SKIP_MOCK_TESTS'] === 'true';

describe.skipIf(skipMock)('resource apps.users.sessions.messages', () => {
  test('create: only required params', async () => {
    const responsePromise = client.apps.users.sessions.messages.create('string', 'string', 'string', {
      content: 'string',
      is_user: true,
    });
    const rawResponse = await responsePromise.asResponse();
    expect(rawResponse).toBeInstanceOf(Response);
    const dataAndResponse = await responsePromise.withResponse();
    expect(dataAndResponse.response.ok).toBe(true);
  });

  test('create: required and optional params', async () => {
    const response = await client.apps.users.sessions.messages.create('string', 'string', 'string', {
      content: 'string',
      is_user: true,
      metadata: {},
    });
    expect(response).toBeDefined();
  });

  test('create: empty path param app_id', () => {
    expect(() => {
      client.apps.users.sessions.messages.create('', 'string', 'string', {
        content: 'string',
        is_user: true,
      });
    }).toThrow(HonchoError);
  });

  test('create: empty path param user_id', () => {
    expect(() => {
      client.apps.users.sessions.messages.create('string', '', 'string', {
        content: 'string',
        is_user: true,
      });
    }).toThrow(HonchoError);
  });

  test('create: empty path param session_id', () => {
    expect(() => {
      client.apps.users.sessions.messages.create('string', 'string', '', {
        content: 'string',
        is_user: true,
      });
    }).toThrow(HonchoError);
  });

  test('list: only required params', async () => {
    const responsePromise = client.apps.users.sessions.messages.list('string', 'string', 'string');
    const rawResponse = await responsePromise.asResponse();
    expect(rawResponse).toBeInstanceOf(Response);
    const dataAndResponse = await responsePromise.withResponse();
    expect(dataAndResponse.response.ok).toBe(true);
  });

  test('list: required and optional params', async () => {
    const response = await client.apps.users.sessions.messages.list('string', 'string', 'string', {
      reverse: false,
      page: 1,
      size: 50,
      filter: { foo: {} },
    });
    expect(response).toBeDefined();
  });

  test('list: empty path param app_id', () => {
    expect(() => {
      client.apps.users.sessions.messages.list('', 'string', 'string');
    }).toThrow(HonchoError);
  });

  test('list: empty path param user_id', () => {
    expect(() => {
      client.apps.users.sessions.messages.list('string', '', 'string');
    }).toThrow(HonchoError);
  });

  test('list: empty path param session_id', () => {
    expect(() => {
      client.apps.users.sessions.messages.list('string', 'string', '');
    }).toThrow(HonchoError);
  });

  test('get: only required params', async () => {
    const responsePromise = client.apps.users.sessions.messages.get('string', 'string', 'string', 'string');
    const rawResponse = await responsePromise.asResponse();
    expect(rawResponse).toBeInstanceOf(Response);
    const dataAndResponse = await responsePromise.withResponse();
    expect(dataAndResponse.response.ok).toBe(true);
  });

  test('get: empty path param app_id', () => {
    expect(() => {
      client.apps.users.sessions.messages.get('', 'string', 'string', 'string');
    }).toThrow(HonchoError);
  });

  test('get: empty path param user_id', () => {
    expect(() => {
      client.apps.users.sessions.messages.get('string', '', 'string', 'string');
    }).toThrow(HonchoError);
  });

  test('get: empty path param session_id', () => {
    expect(() => {
      client.apps.users.sessions.messages.get('string', 'string', '', 'string');
    }).toThrow(HonchoError);
  });

  test('get: empty path param message_id', () => {
    expect(() => {
      client.apps.users.sessions.messages.get('string', 'string', 'string', '');
    }).toThrow(HonchoError);
  });

  test('update: only required params', async () => {
    const responsePromise = client.apps.users.sessions.messages.update(
      'string',
      'string',
      'string',
      'string',
      { metadata: { foo: {} } },
    );
    const rawResponse = await responsePromise.asResponse();
    expect(rawResponse).toBeInstanceOf(Response);
    const dataAndResponse = await responsePromise.withResponse();
    expect(dataAndResponse.response.ok).toBe(true);
  });

  test('update: empty path param app_id', () => {
    expect(() => {
      client.apps.users.sessions.messages.update('', 'string', 'string', 'string', { metadata: { foo: {} } });
    }).toThrow(HonchoError);
  });

  test('update: empty path param user_id', () => {
    expect(() => {
      client.apps.users.sessions.messages.update('string', '', 'string', 'string', { metadata: { foo: {} } });
    }).toThrow(HonchoError);
  });

  test('update: empty path param session_id', () => {
    expect(() => {
      client.apps.users.sessions.messages.update('string', 'string', '', 'string', { metadata: { foo: {} } });
    }).toThrow(HonchoError);
  });

  test('update: empty path param message_id', () => {
    expect(() => {
      client.apps.users.sessions.messages.update('string', 'string', 'string', '', { metadata: { foo: {} } });
    }).toThrow(HonchoError);
  });

  test('batch: only required params', async () => {
    const responsePromise = client.apps.users.sessions.messages.batch('string', 'string', 'string', {
      messages: [{ content: 'string', is_user: true }],
    });
    const rawResponse = await responsePromise.asResponse();
    expect(rawResponse).toBeInstanceOf(Response);
    const dataAndResponse = await responsePromise.withResponse();
    expect(dataAndResponse.response.ok).toBe(true);
  });

  test('batch: empty path param app_id', () => {
    expect(() => {
      client.apps.users.sessions.messages.batch('', 'string', 'string', {
        messages: [{ content: 'string', is_user: true }],
      });
    }).toThrow(HonchoError);
  });

  test('batch: empty path param user_id', () => {
    expect(() => {
      client.apps.users.sessions.messages.batch('string', '', 'string', {
        messages: [{ content: 'string', is_user: true }],
      });
    }).toThrow(HonchoError);
  });

  test('batch: empty path param session_id', () => {
    expect(() => {
      client.apps.users.sessions.messages.batch('string', 'string', '', {
        messages: [{ content: 'string', is_user: true }],
      });
    }).toThrow(HonchoError);
  });
});
