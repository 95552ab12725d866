// Copyright Acme, Inc. Licensed under the Apache License 2.0.
// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

import { describe, expect, test } from 'vitest';
import ACME from '../../../src/index.js';

const client = new ACME({
  username: 'My Username',
  password: 'My Password',
  projectId: 'proj_123',
  queryKey: 'My Query Key',
  baseURL: process.env['TEST_API_BASE_URL'] ?? 'http://127.0.0.1:4010',
});

const skipMock = process.env['SKIP_MOCK_TESTS'] === 'true';

describe.skipIf(skipMock)('resource chat.completions', () => {
  test('create: only required params', async () => {
    const responsePromise = client.chat.completions.create({
      messages: [{ role: 'system', content: 'string' }],
      stream: false,
    });
    const rawResponse = await responsePromise.asResponse();
    expect(rawResponse).toBeInstanceOf(Response);
    const dataAndResponse = await responsePromise.withResponse();
    expect(dataAndResponse.response.ok).toBe(true);
  });

  test('create: required and optional params', async () => {
    const response = await client.chat.completions.create({
      messages: [{ role: 'system', content: 'string' }],
      stream: false,
    });
    expect(response).toBeDefined();
  });

  // the mock server cannot stream server-sent events
  test.skip('stream: only required params', async () => {
    const responsePromise = client.chat.completions.stream({ prompt: 'string' });
    const rawResponse = await responsePromise.asResponse();
    expect(rawResponse).toBeInstanceOf(Response);
    const dataAndResponse = await responsePromise.withResponse();
    expect(dataAndResponse.response.ok).toBe(true);
  });
});
