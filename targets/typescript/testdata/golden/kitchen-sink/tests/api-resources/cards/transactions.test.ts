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

describe.skipIf(skipMock)('resource cards.transactions', () => {
  test('list: only required params', async () => {
    const responsePromise = client.cards.transactions.list('string');
    const rawResponse = await responsePromise.asResponse();
    expect(rawResponse).toBeInstanceOf(Response);
    const dataAndResponse = await responsePromise.withResponse();
    expect(dataAndResponse.response.ok).toBe(true);
  });

  test('list: required and optional params', async () => {
    const response = await client.cards.transactions.list('string', { page: 1, page_size: 1 });
    expect(response).toBeDefined();
  });

  test('list: empty path param card_id', () => {
    expect(() => {
      client.cards.transactions.list('');
    }).toThrow(ACMEError);
  });
});
