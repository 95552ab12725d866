// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

import { describe, expect, test } from 'vitest';
import Shapes, { ShapesError } from '../../src/index.js';

const client = new Shapes({
  apiKey: 'My API Key',
  baseURL: process.env['TEST_API_BASE_URL'] ?? 'http://127.0.0.1:4010',
});

const skipMock = process.env['SKIP_MOCK_TESTS'] === 'true';

describe.skipIf(skipMock)('resource proxy', () => {
  test('get: only required params', async () => {
    const responsePromise = client.proxy.get('string', { integration_id: 'string' });
    const rawResponse = await responsePromise.asResponse();
    expect(rawResponse).toBeInstanceOf(Response);
    const dataAndResponse = await responsePromise.withResponse();
    expect(dataAndResponse.response.ok).toBe(true);
  });

  test('get: required and optional params', async () => {
    const response = await client.proxy.get('string', {
      integration_id: 'string',
      retries: 1,
      'X-Trace-Id': 'string',
    });
    expect(response).toBeDefined();
  });

  test('get: empty path param endpoint', () => {
    expect(() => {
      client.proxy.get('', { integration_id: 'string' });
    }).toThrow(ShapesError);
  });
});
