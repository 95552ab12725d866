import { describe, expect, test } from 'vitest';
import { APIError, APIUserAbortError, ClientError, InternalServerError } from '../../src/core/error.js';
import { Stream, streamOpener, type StreamRule } from '../../src/core/streaming.js';
import { parseSSE, type ServerSentEvent } from '../../src/internal/sse.js';
import {
  DEFAULTS,
  json,
  makeClient as makePlainClient,
  type ClientOptions,
  type Reply,
} from './test-client.js';

/** A body that delivers `chunks` one by one and records whether it was cancelled. */
/** A test client whose defaults open streams, as the clients of APIs with streaming methods do. */
function makeClient(replies: Reply[], options: ClientOptions = {}, defaults = DEFAULTS) {
  return makePlainClient(replies, options, { openStream: streamOpener(), ...defaults });
}

function body(chunks: string[]): { stream: ReadableStream<Uint8Array>; cancelled: () => boolean } {
  let cancelled = false;
  const encoder = new TextEncoder();
  let index = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      const chunk = chunks[index++];
      if (chunk === undefined) controller.close();
      else controller.enqueue(encoder.encode(chunk));
    },
    cancel() {
      cancelled = true;
    },
  });
  return { stream, cancelled: () => cancelled };
}

function sse(chunks: string[], init: ResponseInit = {}): Response {
  return new Response(body(chunks).stream, {
    ...init,
    headers: { 'content-type': 'text/event-stream', ...init.headers },
  });
}

async function events(chunks: string[]): Promise<ServerSentEvent[]> {
  const out: ServerSentEvent[] = [];
  for await (const event of parseSSE(body(chunks).stream)) out.push(event);
  return out;
}

async function collect<T>(stream: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of stream) out.push(item);
  return out;
}

describe('SSE parsing', () => {
  test('event, data, id and retry fields; comments are ignored', async () => {
    expect(await events([': keep-alive\nevent: update\nid: 7\nretry: 1500\ndata: {"a":1}\n\n'])).toEqual([
      { event: 'update', data: '{"a":1}', id: '7', retry: 1500 },
    ]);
  });

  test('several data lines are joined with newlines; one leading space is stripped', async () => {
    expect(await events(['data:first\ndata:  second\ndata\n\n'])).toEqual([
      { event: null, data: 'first\n second\n', id: null, retry: null },
    ]);
  });

  test('events are dispatched on blank lines; CRLF, CR and split chunks are handled', async () => {
    const result = await events(['data: a\r', '\n\r', '\ndata: b\r\rdata: c\n', '\n']);
    expect(result.map((event) => event.data)).toEqual(['a', 'b', 'c']);
  });

  test('multi-byte characters split across chunks', async () => {
    const bytes = new TextEncoder().encode('data: héllo\n\n');
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, 8));
        controller.enqueue(bytes.slice(8));
        controller.close();
      },
    });
    const out: string[] = [];
    for await (const event of parseSSE(stream)) out.push(event.data);
    expect(out).toEqual(['héllo']);
  });

  test('the id persists, retry does not; events without data are dropped', async () => {
    const result = await events(['id: 1\ndata: a\nretry: 5\n\nevent: ping\n\ndata: b\n\n']);
    expect(result).toEqual([
      { event: null, data: 'a', id: '1', retry: 5 },
      { event: null, data: 'b', id: '1', retry: null },
    ]);
  });

  test('an invalid retry is ignored and an event pending at the end of the body is dispatched', async () => {
    expect(await events(['retry: soon\ndata: tail'])).toEqual([
      { event: null, data: 'tail', id: null, retry: null },
    ]);
  });
});

describe('Stream from a client request', () => {
  const chat = (chunks: string[], rules?: StreamRule[]) => {
    const { client, calls } = makeClient([sse(chunks)], {}, { ...DEFAULTS, openStream: streamOpener(rules) });
    const promise = client.call<Stream<{ n: number }>>({
      method: 'post',
      path: '/chat',
      body: {},
      stream: true,
    });
    return { promise, calls };
  };

  test('yields parsed events and stops at [DONE]', async () => {
    const { promise, calls } = chat([
      'data: {"n":1}\n\n',
      'data: {"n":2}\n\ndata: [DONE]\n\ndata: {"n":3}\n\n',
    ]);
    const stream = await promise;
    expect(stream).toBeInstanceOf(Stream);
    expect(await collect(stream)).toEqual([{ n: 1 }, { n: 2 }]);
    expect(calls[0]!.headers.get('accept')).toBe('text/event-stream');
  });

  test('the end of the body ends the stream', async () => {
    expect(await collect(await chat(['data: {"n":1}\n\n']).promise)).toEqual([{ n: 1 }]);
  });

  test('an error event raises an APIError with the parsed body', async () => {
    const stream = await chat(['data: {"n":1}\n\nevent: error\ndata: {"error":{"message":"overloaded"}}\n\n'])
      .promise;
    const seen: unknown[] = [];
    const error = await (async () => {
      for await (const item of stream) seen.push(item);
    })().catch((e: unknown) => e);
    expect(seen).toEqual([{ n: 1 }]);
    expect(error).toBeInstanceOf(APIError);
    expect((error as APIError).message).toBe('overloaded');
    expect((error as APIError).body).toEqual({ error: { message: 'overloaded' } });
  });

  test('an error event with non-JSON data keeps the raw text', async () => {
    const stream = await chat(['event: error\ndata: boom\n\n']).promise;
    const error = (await collect(stream).catch((e: unknown) => e)) as APIError;
    expect(error.body).toBe('boom');
    expect(error.message).toBe('The stream reported an error: boom');
  });

  test('configured rules: first match decides, unmatched events are skipped, fallthrough yields', async () => {
    const rules: StreamRule[] = [
      { event: null, dataStartsWith: '[DONE]', handle: 'done' },
      { event: 'ping', handle: 'done' },
      { event: 'delta', handle: 'yield' },
    ];
    const stream = await chat(
      ['event: delta\ndata: {"n":1}\n\ndata: {"n":2}\n\nevent: delta\ndata: {"n":3}\n\n'],
      rules,
    ).promise;
    expect(await collect(stream)).toEqual([{ n: 1 }, { n: 3 }]);

    const withFallthrough = await chat(
      ['event: ping\ndata: {}\n\nevent: other\ndata: {"n":1}\n\n'],
      [
        { event: 'ping', dataStartsWith: 'x', handle: 'done' },
        { fallthrough: true, handle: 'yield' },
      ],
    ).promise;
    expect(await collect(withFallthrough)).toEqual([{}, { n: 1 }]);
  });

  test('errorProperty raises when the parsed event has it', async () => {
    const rules: StreamRule[] = [
      { dataStartsWith: '[DONE]', handle: 'done' },
      { fallthrough: true, handle: 'yield', errorProperty: 'error' },
    ];
    const stream = await chat(['data: {"n":1,"error":null}\n\ndata: {"error":{"message":"bad"}}\n\n'], rules)
      .promise;
    const seen: unknown[] = [];
    const error = await (async () => {
      for await (const item of stream) seen.push(item);
    })().catch((e: unknown) => e);
    expect(seen).toEqual([{ n: 1, error: null }]);
    expect((error as APIError).message).toBe('bad');
  });

  test('data that is not JSON raises an APIError', async () => {
    await expect(collect(await chat(['data: not json\n\n']).promise)).rejects.toThrow(
      /not parse a stream event/,
    );
  });

  test('iterating twice throws', async () => {
    const stream = await chat(['data: {"n":1}\n\n']).promise;
    await collect(stream);
    expect(() => stream[Symbol.asyncIterator]()).toThrow(ClientError);
  });

  test('breaking out of the loop cancels the body', async () => {
    const source = body(['data: {"n":1}\n\n', 'data: {"n":2}\n\n', 'data: {"n":3}\n\n']);
    const { client } = makeClient([() => new Response(source.stream)]);
    const stream = await client.call<Stream<unknown>>({ method: 'get', path: '/s', stream: true });
    for await (const item of stream) {
      expect(item).toEqual({ n: 1 });
      break;
    }
    expect(source.cancelled()).toBe(true);
  });

  test('close() aborts the connection and ends the loop quietly', async () => {
    const { client, calls } = makeClient([
      (call) =>
        new Response(
          new ReadableStream<Uint8Array>({
            start(controller) {
              controller.enqueue(new TextEncoder().encode('data: {"n":1}\n\n'));
              call.signal?.addEventListener('abort', () => controller.error(call.signal?.reason));
            },
          }),
        ),
    ]);
    const stream = await client.call<Stream<unknown>>({ method: 'get', path: '/s', stream: true });
    const seen: unknown[] = [];
    for await (const item of stream) {
      seen.push(item);
      stream.close();
    }
    expect(seen).toEqual([{ n: 1 }]);
    expect(stream.closed).toBe(true);
    expect(calls[0]!.signal?.aborted).toBe(true);
  });

  test('aborting the caller signal mid-stream raises APIUserAbortError', async () => {
    const controller = new AbortController();
    const { client } = makeClient([
      (call) =>
        new Response(
          new ReadableStream<Uint8Array>({
            start(stream) {
              stream.enqueue(new TextEncoder().encode('data: {"n":1}\n\n'));
              call.signal?.addEventListener('abort', () => stream.error(call.signal?.reason));
            },
          }),
        ),
    ]);
    const stream = await client.call<Stream<unknown>>({
      method: 'get',
      path: '/s',
      stream: true,
      options: { signal: controller.signal },
    });
    const error = await (async () => {
      for await (const _item of stream) controller.abort();
    })().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(APIUserAbortError);
  });

  test('toReadableStream gives newline-delimited JSON', async () => {
    const stream = await chat(['data: {"n":1}\n\ndata: {"n":2}\n\n']).promise;
    const text = await new Response(stream.toReadableStream()).text();
    expect(text).toBe('{"n":1}\n{"n":2}\n');
    expect(() => stream.toReadableStream()).toThrow(ClientError);
  });

  test('an error status before the stream starts is retried and raised as a status error', async () => {
    const { client, calls } = makeClient([json({ error: { message: 'down' } }, { status: 503 })]);
    const error = await client.call({ method: 'get', path: '/s', stream: true }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InternalServerError);
    expect(calls).toHaveLength(3);
  });

  test('withResponse exposes the raw response of a stream', async () => {
    const { client } = makeClient([sse(['data: {"n":1}\n\n'], { headers: { 'x-request-id': 'req_s' } })]);
    const { data, request_id, response } = await client
      .call<Stream<unknown>>({ method: 'get', path: '/s', stream: true })
      .withResponse();
    expect(request_id).toBe('req_s');
    expect(data.response).toBe(response);
    expect(await collect(data)).toEqual([{ n: 1 }]);
  });
});
