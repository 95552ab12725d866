// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

import { describe, expect, test } from 'vitest';
import Honcho, { HonchoError } from '../../../../src/index.js';

const client = new Honcho({
  apiKey: 'My API Key',
  baseURL: process.env['TEST_API_BASE_URL'] ?? 'http://127.0.0.1:4010',
});

const skipMock = process.env['SKIP_MOCK_TESTS'] === 'true';

describe.skipIf(skipMock)('resource apps.users.metamessages', () => {
  test('list: only required params', async () => {
    const responsePromise = client.apps.users.metamessages.list('string', 'string');
    const rawResponse = await responsePromise.asResponse();
    expect(rawResponse).toBeInstanceOf(Response);
    const dataAndResponse = await responsePromise.withResponse();
    expect(dataAndResponse.response.ok).toBe(true);
  });

  test('list: required and optional params', async () => {
    const response = await client.apps.users.metamessages.list('string', 'string', {
      reverse: false,
      page: 1,
      size: 50,
      metamessage_type: 'string',
      session_id: 'string',
      message_id: 'string',
      filter: { foo: {} },
    });
    expect(response).toBeDefined();
  });

  test('list: empty path param app_id', () => {
    expect(() => {
      client.apps.users.metamessages.list('', 'string');
    }).toThrow(HonchoError);
  });

  test('list: empty path param user_id', () => {
    expect(() => {
      client.apps.users.metamessages.list('string', '');
    }).toThrow(HonchoError);
  });

  test('create: only required params', async () => {
    const responsePromise = client.apps.users.metamessages.create('string', 'string', {
      metamessage_type: 'string',
      content: 'string',
    });
    const rawResponse = await responsePromise.asResponse();
    expect(rawResponse).toBeInstanceOf(Response);
    const dataAndResponse = await responsePromise.withResponse();
    expect(dataAndResponse.response.ok).toBe(true);
  });

  test('create: required and optional params', async () => {
    const response = await client.apps.users.metamessages.create('string', 'string', {
      metamessage_type: 'string',
      content: 'string',
      session_id: 'string',
      message_id: 'string',
      metadata: {},
    });
    expect(response).toBeDefined();
  });

  test('create: empty path param app_id', () => {
    expect(() => {
      client.apps.users.metamessages.create('', 'string', { metamessage_type: 'string', content: 'string' });
    }).toThrow(HonchoError);
  });

  test('create: empty path param user_id', () => {
    expect(() => {
      client.apps.users.metamessages.create('string', '', { metamessage_type: 'string', content: 'string' });
    }).toThrow(HonchoError);
  });

  test('get: only required params', async () => {
    const responsePromise = client.apps.users.metamessages.get('string', 'string', 'string');
    const rawResponse = await responsePromise.asResponse();
    expect(rawResponse).toBeInstanceOf(Response);
    const dataAndResponse = await responsePromise.withResponse();
    expect(dataAndResponse.response.ok).toBe(true);
  });

  test('get: empty path param app_id', () => {
    expect(() => {
      client.apps.users.metamessages.get('', 'string', 'string');
    }).toThrow(HonchoError);
  });

  test('get: empty path param user_id', () => {
    expect(() => {
      client.apps.users.metamessages.get('string', '', 'string');
    }).toThrow(HonchoError);
  });

  test('get: empty path param metamessage_id', () => {
    expect(() => {
      client.apps.users.metamessages.get('string', 'string', '');
    }).toThrow(HonchoError);
  });

  test('update: only required params', async () => {
    const responsePromise = client.apps.users.metamessages.update('string', 'string', 'string');
    const rawResponse = await responsePromise.asResponse();
    expect(rawResponse).toBeInstanceOf(Response);
    const dataAndResponse = await responsePromise.withResponse();
    expect(dataAndResponse.response.ok).toBe(true);
  });

  test('update: required and optional params', async () => {
    const response = await client.apps.users.metamessages.update('string', 'string', 'string', {
      session_id: 'string',
      message_id: 'string',
      metamessage_type: 'string',
      metadata: { foo: {} },
    });
    expect(response).toBeDefined();
  });

  test('update: empty path param app_id', () => {
    expect(() => {
      client.apps.users.metamessages.update('', 'string', 'string');
    }).toThrow(HonchoError);
  });

  test('update: empty path param user_id', () => {
    expect(() => {
      client.apps.users.metamessages.update('string', '', 'string');
    }).toThrow(HonchoError);
  });

  test('update: empty path param metamessage_id', () => {
    expect(() => {
      client.apps.users.metamessages.update('string', 'string', '');
    }).toThrow(HonchoError);
  });
});
