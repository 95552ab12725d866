// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

import { describe, expect, test } from 'vitest';
import Shapes, { toFile } from '../../src/index.js';

const client = new Shapes({
  apiKey: 'My API Key',
  baseURL: process.env['TEST_API_BASE_URL'] ?? 'http://127.0.0.1:4010',
});

const skipMock = process.env['SKIP_MOCK_TESTS'] === 'true';

describe.skipIf(skipMock)('resource attachments', () => {
  test('create: only required params', async () => {
    const responsePromise = client.attachments.create({
      url: 'https://cdn.shapes.example/static/media/attachments/2026/11/onboarding-walkthrough-video.0dc825b0.mp4',
    });
    const rawResponse = await responsePromise.asResponse();
    expect(rawResponse).toBeInstanceOf(Response);
    const dataAndResponse = await responsePromise.withResponse();
    expect(dataAndResponse.response.ok).toBe(true);
  });

  test('create: required and optional params', async () => {
    const response = await client.attachments.create({
      url: 'https://cdn.shapes.example/static/media/attachments/2026/11/onboarding-walkthrough-video.0dc825b0.mp4',
      description:
        'The onboarding walkthrough recorded for the November release, with captions in three languages.',
      größe: 2048,
    });
    expect(response).toBeDefined();
  });

  // the mock server reads no multipart array (files[] is another field to it), and files is required
  test.skip('upload: only required params', async () => {
    const responsePromise = client.attachments.upload({
      files: [await toFile(Buffer.from('# my file contents'), 'README.md')],
    });
    const rawResponse = await responsePromise.asResponse();
    expect(rawResponse).toBeInstanceOf(Response);
    const dataAndResponse = await responsePromise.withResponse();
    expect(dataAndResponse.response.ok).toBe(true);
  });

  // the mock server reads no multipart array (files[] is another field to it), and files is required
  test.skip('upload: required and optional params', async () => {
    const response = await client.attachments.upload({
      files: [await toFile(Buffer.from('# my file contents'), 'README.md')],
      tags: ['string'],
    });
    expect(response).toBeDefined();
  });
});
