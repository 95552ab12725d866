import { describe, expect, test } from 'vitest';
import { APIPromise } from '../../src/core/api-promise.js';
import {
  APIError,
  APIResponseValidationError,
  APIStatusError,
  AuthenticationError,
  BadRequestError,
  ClientError,
  ConflictError,
  InternalServerError,
  NotFoundError,
  PermissionDeniedError,
  RateLimitError,
  UnprocessableEntityError,
} from '../../src/core/error.js';
import { CardDeclinedError, DEFAULTS, json, makeClient } from './test-client.js';

const noRetry = { maxRetries: 0 };

describe('status errors', () => {
  test.each([
    [400, BadRequestError],
    [401, AuthenticationError],
    [403, PermissionDeniedError],
    [404, NotFoundError],
    [409, ConflictError],
    [422, UnprocessableEntityError],
    [429, RateLimitError],
    [500, InternalServerError],
    [503, InternalServerError],
    [418, APIStatusError],
  ])('%i raises %o', async (status, errorClass) => {
    const { client } = makeClient([json({ detail: 'x' }, { status })], noRetry);
    const error = await client.get('/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(errorClass);
    expect(error).toBeInstanceOf(APIStatusError);
    expect(error).toBeInstanceOf(APIError);
    expect(error).toBeInstanceOf(ClientError);
    expect((error as APIStatusError).status).toBe(status);
    expect((error as Error).name).toBe(errorClass.name);
  });

  test('carry status, headers, parsed body and request id', async () => {
    const body = { error: { message: 'Card not found', code: 'missing' } };
    const { client } = makeClient([json(body, { status: 404, headers: { 'x-request-id': 'req_123' } })]);
    const error = (await client.get('/cards/1').catch((e: unknown) => e)) as NotFoundError;
    expect(error.status).toBe(404);
    expect(error.headers.get('x-request-id')).toBe('req_123');
    expect(error.body).toEqual(body);
    expect(error.request_id).toBe('req_123');
    expect(error.request?.url).toBe('https://us.api.example.test/v1/cards/1');
  });

  test('take the message from messageProperty (a dotted path)', async () => {
    const { client } = makeClient([json({ error: { message: 'Card not found' } }, { status: 404 })]);
    await expect(client.get('/x')).rejects.toThrow(/^Card not found$/);
  });

  test('fall back to a readable default without the property', async () => {
    const { client } = makeClient([json({ detail: 'nope' }, { status: 404 })], noRetry);
    await expect(client.get('/x')).rejects.toThrow('404 Not Found: {"detail":"nope"}');
    const text = makeClient([new Response('plain failure', { status: 418 })], noRetry).client;
    const error = (await text.get('/x').catch((e: unknown) => e)) as APIStatusError;
    expect(error.message).toBe('418 status code: plain failure');
    expect(error.body).toBe('plain failure');
    const empty = makeClient(
      [new Response(null, { status: 502, statusText: 'Bad Gateway' })],
      noRetry,
    ).client;
    await expect(empty.get('/x')).rejects.toThrow(/^502 Bad Gateway$/);
  });

  test('error-union variants take priority over the status class', async () => {
    const declined = { error: { type: 'card_declined', message: 'Declined' } };
    const { client } = makeClient([json(declined, { status: 402 }), json(declined, { status: 400 })]);
    const first = await client.get('/x').catch((e: unknown) => e);
    expect(first).toBeInstanceOf(CardDeclinedError);
    expect((first as CardDeclinedError).message).toBe('Declined');
    await expect(client.get('/x')).rejects.toBeInstanceOf(CardDeclinedError);
  });

  test('a variant with a status applies only to that status', async () => {
    const defaults = {
      ...DEFAULTS,
      errorVariants: [
        { discriminator: 'error.type', value: 'card_declined', status: 402, ctor: CardDeclinedError },
      ],
    };
    const declined = { error: { type: 'card_declined' } };
    const { client } = makeClient(
      [json(declined, { status: 400 }), json(declined, { status: 402 })],
      {},
      defaults,
    );
    await expect(client.get('/x')).rejects.toBeInstanceOf(BadRequestError);
    await expect(client.get('/x')).rejects.toBeInstanceOf(CardDeclinedError);
  });
});

describe('parsed responses', () => {
  test('objects get a non-enumerable _request_id', async () => {
    const { client } = makeClient([json({ id: 'card_1' }, { headers: { 'x-request-id': 'req_9' } })]);
    const card = await client.get<{ id: string; _request_id?: string }>('/cards/1');
    expect(card._request_id).toBe('req_9');
    expect(Object.keys(card)).toEqual(['id']);
    expect(JSON.stringify(card)).toBe('{"id":"card_1"}');
  });

  test('unwrap returns a property of the body', async () => {
    const { client } = makeClient([
      json({ data: { user: { id: 'u1' } } }, { headers: { 'x-request-id': 'r' } }),
    ]);
    const user = await client.call<{ id: string }>({ method: 'get', path: '/me', unwrap: ['data', 'user'] });
    expect(user).toEqual({ id: 'u1' });
    expect((user as { _request_id?: string })._request_id).toBe('r');
  });

  test('text, empty, 204 and HEAD responses', async () => {
    const { client } = makeClient([
      new Response('hello', { headers: { 'content-type': 'text/plain' } }),
      new Response('', { status: 200 }),
      new Response(null, { status: 204 }),
      json({ ignored: true }),
    ]);
    expect(await client.get('/text')).toBe('hello');
    expect(await client.get('/empty')).toBeUndefined();
    expect(await client.delete('/x')).toBeUndefined();
    expect(await client.call({ method: 'head', path: '/x' })).toBeUndefined();
  });

  test('a body without a content type is parsed as JSON when it is JSON', async () => {
    // A string body would get text/plain; bytes get no content type.
    const bytes = (text: string) => new Response(new TextEncoder().encode(text));
    const { client } = makeClient([bytes('{"a":1}'), bytes('not json')]);
    expect(await client.get('/x')).toEqual({ a: 1 });
    expect(await client.get('/x')).toBe('not json');
  });

  test('malformed JSON raises APIResponseValidationError', async () => {
    const { client } = makeClient([
      new Response('{oops', { headers: { 'content-type': 'application/json' } }),
    ]);
    const error = await client.get('/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(APIResponseValidationError);
    expect((error as APIResponseValidationError).body).toBe('{oops');
  });

  test('+json content types are JSON; unknown fields stay readable', async () => {
    const { client } = makeClient([
      new Response('{"id":1,"new_field":"x"}', { headers: { 'content-type': 'application/vnd.api+json' } }),
    ]);
    expect(await client.get('/x')).toEqual({ id: 1, new_field: 'x' });
  });

  test('binaryResponse returns the unread Response', async () => {
    const { client } = makeClient([
      new Response('bytes', { headers: { 'content-type': 'application/pdf' } }),
    ]);
    const response = await client.call<Response>({ method: 'get', path: '/file', binaryResponse: true });
    expect(response).toBeInstanceOf(Response);
    expect(await response.text()).toBe('bytes');
  });
});

describe('APIPromise', () => {
  test('asResponse gives the raw response without parsing', async () => {
    const { client } = makeClient([json({ a: 1 }, { status: 201, headers: { 'x-request-id': 'r1' } })]);
    const promise = client.post('/x');
    expect(promise).toBeInstanceOf(APIPromise);
    expect(promise).toBeInstanceOf(Promise);
    const response = await promise.asResponse();
    expect(response.status).toBe(201);
    expect(response.bodyUsed).toBe(false);
    expect(await response.json()).toEqual({ a: 1 });
  });

  test('withResponse gives data, response and request_id', async () => {
    const { client } = makeClient([json({ a: 1 }, { headers: { 'x-request-id': 'r2' } })]);
    const { data, response, request_id } = await client.get('/x').withResponse();
    expect(data).toEqual({ a: 1 });
    expect(response.status).toBe(200);
    expect(request_id).toBe('r2');
  });

  test('parses once, however often it is awaited', async () => {
    const { client, calls } = makeClient([json({ a: 1 })]);
    const promise = client.get('/x');
    const [first, second, third] = await Promise.all([promise, promise, promise.withResponse()]);
    expect(first).toBe(second);
    expect(third.data).toBe(first);
    expect(calls).toHaveLength(1);
  });

  test('catch and finally work like a promise', async () => {
    const { client } = makeClient([json({}, { status: 404 })]);
    let settled = false;
    const caught = await client
      .get('/x')
      .finally(() => (settled = true))
      .catch((error: unknown) => error);
    expect(caught).toBeInstanceOf(NotFoundError);
    expect(settled).toBe(true);
    await expect(client.get('/x').catch(() => 'handled')).resolves.toBe('handled');
  });
});

describe('escape hatches', () => {
  test('extra query, headers and body are merged into the request', async () => {
    const { client, calls } = makeClient([json({})]);
    await client.call({
      method: 'post',
      path: '/cards',
      query: { expand: 'owner', limit: 1 },
      body: { name: 'Ada', nested: { a: 1 } },
      options: {
        query: { limit: 2, extra: true },
        headers: { 'X-Extra': '1' },
        body: { undocumented: null },
      },
    });
    const call = calls[0]!;
    expect(call.url).toBe('https://us.api.example.test/v1/cards?expand=owner&limit=2&extra=true');
    expect(call.headers.get('x-extra')).toBe('1');
    expect(JSON.parse(call.body as string)).toEqual({ name: 'Ada', nested: { a: 1 }, undocumented: null });
  });

  test('extra body fields without a body make one', async () => {
    const { client, calls } = makeClient([json({})]);
    await client.post('/x', { body: undefined, fetchOptions: {} });
    await client.call({ method: 'post', path: '/x', options: { body: { a: 1 } } });
    expect(calls[0]!.body).toBeUndefined();
    expect(calls[1]!.body).toBe('{"a":1}');
  });

  test('extra body fields need an object body', async () => {
    const { client, calls } = makeClient([json({})]);
    const request = client.call({ method: 'post', path: '/x', body: [1, 2], options: { body: { a: 1 } } });
    await expect(request).rejects.toThrow(ClientError);
    expect(calls).toHaveLength(0);
  });

  test('JSON bodies keep explicit nulls and omit undefined fields', async () => {
    const { client, calls } = makeClient([json({})]);
    await client.post('/x', { body: { a: null, b: undefined, c: 0 } });
    expect(calls[0]!.body).toBe('{"a":null,"c":0}');
  });

  test.each(['get', 'post', 'put', 'patch', 'delete'] as const)(
    'generic %s goes through auth, headers and retries',
    async (method) => {
      const { client, calls } = makeClient([json({}, { status: 503 }), json({ ok: method })]);
      const result = await client[method]('/internal/debug', {
        query: { verbose: true },
        headers: { 'X-A': 'b' },
      });
      expect(result).toEqual({ ok: method });
      expect(calls).toHaveLength(2);
      expect(calls[1]!.method).toBe(method.toUpperCase());
      expect(calls[1]!.url).toBe('https://us.api.example.test/v1/internal/debug?verbose=true');
      expect(calls[1]!.headers.get('x-api-key')).toBe('test-key');
      expect(calls[1]!.headers.get('x-a')).toBe('b');
    },
  );
});
