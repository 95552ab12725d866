import { describe, expect, test } from 'vitest';
import type { APIPromise } from '../../src/core/api-promise.js';
import { ClientError } from '../../src/core/error.js';
import { Page, getAPIList, type PagePromise, type PageScheme } from '../../src/core/pagination.js';
import { APIResource } from '../../src/core/resource.js';
import { streamOpener, type Stream } from '../../src/core/streaming.js';
import type { RequestOptions } from '../../src/internal/base-client.js';
import { path } from '../../src/internal/utils/path.js';
import { DEFAULTS, json, makeClient } from './test-client.js';

// The shapes below are what the generator writes in src/resources/**, src/pagination.ts and the params types.

class CursorPage<Item> extends Page<Item> {
  static override readonly scheme: PageScheme = {
    type: 'cursor',
    location: 'query',
    continueOnEmpty: false,
    request: { next: 'cursor', limit: 'limit' },
    response: { nextCursor: { path: ['next_cursor'] } },
  };
}

interface Card {
  id: string;
  status: 'active' | 'frozen';
}

interface CardListParams {
  limit?: number;
  cursor?: string;
}

interface CompletionCreateParamsBase {
  prompt: string;
}

interface CompletionCreateParamsNonStreaming extends CompletionCreateParamsBase {
  stream?: false | null;
}

interface CompletionCreateParamsStreaming extends CompletionCreateParamsBase {
  stream: true;
}

interface Chunk {
  text: string;
}

class Cards extends APIResource {
  retrieve(cardID: string, options?: RequestOptions): APIPromise<Card> {
    return this._client.request({ method: 'get', path: path`/cards/${cardID}`, options });
  }

  list(params: CardListParams = {}, options?: RequestOptions): PagePromise<CursorPage<Card>, Card> {
    return getAPIList(this._client, {
      method: 'get',
      path: '/cards',
      query: params,
      page: CursorPage,
      itemsPath: ['data'],
      options,
    });
  }

  freeze(
    cardID: string,
    params: { reason?: string; 'X-Audit'?: string },
    options?: RequestOptions,
  ): APIPromise<void> {
    const { 'X-Audit': audit, ...body } = params;
    return this._client.request({
      method: 'post',
      path: path`/cards/${cardID}/freeze`,
      headers: { 'X-Audit': audit },
      body,
      timeout: 120_000,
      maxRetries: 5,
      options,
    });
  }
}

class Completions extends APIResource {
  create(params: CompletionCreateParamsNonStreaming, options?: RequestOptions): APIPromise<Chunk>;
  create(params: CompletionCreateParamsStreaming, options?: RequestOptions): APIPromise<Stream<Chunk>>;
  create(
    params: CompletionCreateParamsBase & { stream?: boolean | null },
    options?: RequestOptions,
  ): APIPromise<Stream<Chunk>> | APIPromise<Chunk> {
    return this._client.request({
      method: 'post',
      path: '/completions',
      body: params,
      stream: params.stream ?? false,
      options,
    }) as APIPromise<Stream<Chunk>> | APIPromise<Chunk>;
  }
}

describe('generated resources', () => {
  test('retrieve encodes the path param and returns the typed body', async () => {
    const { client, calls } = makeClient([json({ id: 'c/1', status: 'active' })]);
    const card = await new Cards(client).retrieve('c/1');
    expect(card.status).toBe('active');
    expect(calls[0]!.url).toBe('https://us.api.example.test/v1/cards/c%2F1');
  });

  test('an empty path param throws before sending', () => {
    const { client, calls } = makeClient([json({})]);
    expect(() => new Cards(client).retrieve('')).toThrow(ClientError);
    expect(calls).toHaveLength(0);
  });

  test('list pages through every card', async () => {
    const { client, calls } = makeClient([
      json({ data: [{ id: 'a' }], next_cursor: 'n' }),
      json({ data: [{ id: 'b' }], next_cursor: null }),
    ]);
    const ids: string[] = [];
    for await (const card of new Cards(client).list({ limit: 1 })) ids.push(card.id);
    expect(ids).toEqual(['a', 'b']);
    expect(calls[1]!.url).toBe('https://us.api.example.test/v1/cards?limit=1&cursor=n');
  });

  test('method defaults apply, header params are sent and undefined ones are not', async () => {
    const { client, calls } = makeClient([new Response(null, { status: 204 })]);
    const cards = new Cards(client);
    expect(await cards.freeze('c1', { reason: 'lost', 'X-Audit': 'a1' })).toBeUndefined();
    await cards.freeze('c1', {}, { timeout: 1_000 });
    expect(calls[0]!.headers.get('x-audit')).toBe('a1');
    expect(calls[0]!.headers.get('x-sdkgen-timeout')).toBe('120');
    expect(calls[0]!.body).toBe('{"reason":"lost"}');
    expect(calls[1]!.headers.has('x-audit')).toBe(false);
    expect(calls[1]!.headers.get('x-sdkgen-timeout')).toBe('1');
  });

  test('a streaming discriminator picks a Stream or the plain model', async () => {
    const { client } = makeClient(
      [
        json({ text: 'whole' }),
        new Response('data: {"text":"part"}\n\ndata: [DONE]\n\n', {
          headers: { 'content-type': 'text/event-stream' },
        }),
      ],
      {},
      { ...DEFAULTS, openStream: streamOpener() },
    );
    const completions = new Completions(client);
    expect((await completions.create({ prompt: 'p' })).text).toBe('whole');
    const parts: string[] = [];
    for await (const chunk of await completions.create({ prompt: 'p', stream: true })) parts.push(chunk.text);
    expect(parts).toEqual(['part']);
  });
});
