import { describe, expect, test } from 'vitest';
import { toMultipartForm } from '../../src/internal/multipart.js';
import { stringifyQuery, type ArrayFormat, type NestedFormat } from '../../src/internal/qs.js';
import { DEFAULTS, json, makeClient } from './test-client.js';

const params = {
  in: ['x', 'y,z'],
  a: { b: 'c', d: [1, 2] },
  when: new Date('2024-01-02T03:04:05.000Z'),
  flag: true,
  off: false,
  none: null,
  skipped: undefined,
  empty: [],
};

describe('query strings', () => {
  const expected: Record<`${ArrayFormat}/${NestedFormat}`, string> = {
    'comma/brackets':
      'in=x,y%2Cz&a[b]=c&a[d]=1,2&when=2024-01-02T03%3A04%3A05.000Z&flag=true&off=false&none=',
    'comma/dots': 'in=x,y%2Cz&a.b=c&a.d=1,2&when=2024-01-02T03%3A04%3A05.000Z&flag=true&off=false&none=',
    'repeat/brackets':
      'in=x&in=y%2Cz&a[b]=c&a[d]=1&a[d]=2&when=2024-01-02T03%3A04%3A05.000Z&flag=true&off=false&none=',
    'repeat/dots':
      'in=x&in=y%2Cz&a.b=c&a.d=1&a.d=2&when=2024-01-02T03%3A04%3A05.000Z&flag=true&off=false&none=',
    'indices/brackets':
      'in[0]=x&in[1]=y%2Cz&a[b]=c&a[d][0]=1&a[d][1]=2&when=2024-01-02T03%3A04%3A05.000Z&flag=true&off=false&none=',
    'indices/dots':
      'in[0]=x&in[1]=y%2Cz&a.b=c&a.d[0]=1&a.d[1]=2&when=2024-01-02T03%3A04%3A05.000Z&flag=true&off=false&none=',
    'brackets/brackets':
      'in[]=x&in[]=y%2Cz&a[b]=c&a[d][]=1&a[d][]=2&when=2024-01-02T03%3A04%3A05.000Z&flag=true&off=false&none=',
    'brackets/dots':
      'in[]=x&in[]=y%2Cz&a.b=c&a.d[]=1&a.d[]=2&when=2024-01-02T03%3A04%3A05.000Z&flag=true&off=false&none=',
  };

  test.each(Object.entries(expected))('%s', (formats, query) => {
    const [arrayFormat, nestedFormat] = formats.split('/') as [ArrayFormat, NestedFormat];
    expect(stringifyQuery(params, { arrayFormat, nestedFormat })).toBe(query);
  });

  test('defaults to comma arrays and bracket nesting', () => {
    expect(stringifyQuery({ in: [1, 2], a: { b: 1 } })).toBe('in=1,2&a[b]=1');
  });

  test('arrays of objects repeat the key in comma format', () => {
    expect(stringifyQuery({ f: [{ k: 1 }, { k: 2 }] }, { arrayFormat: 'comma' })).toBe('f[k]=1&f[k]=2');
    expect(stringifyQuery({ f: [{ k: 1 }] }, { arrayFormat: 'indices', nestedFormat: 'dots' })).toBe(
      'f[0].k=1',
    );
  });

  test('keys and values are percent-encoded', () => {
    expect(stringifyQuery({ 'a b': 'c&d=e', é: '/?#' })).toBe('a%20b=c%26d%3De&%C3%A9=%2F%3F%23');
  });

  test('the client applies the API query format', async () => {
    const defaults = {
      ...DEFAULTS,
      query: { arrayFormat: 'repeat' as const, nestedFormat: 'dots' as const },
    };
    const { client, calls } = makeClient([json({})], { defaultQuery: { v: 2 } }, defaults);
    await client.get('/x', { query: { ids: ['a', 'b'], filter: { status: 'open' } } });
    expect(calls[0]!.url).toBe('https://us.api.example.test/v1/x?v=2&ids=a&ids=b&filter.status=open');
  });

  test('form bodies repeat array fields whatever the query format', async () => {
    const { client, calls } = makeClient([json({})]);
    await client.call({
      method: 'post',
      path: '/x',
      body: { Events: ['initiated', 'completed'], To: '+15551234567' },
      bodyEncoding: 'form',
    });
    expect(calls[0]!.body).toBe('Events=initiated&Events=completed&To=%2B15551234567');
  });
});

describe('multipart bodies', () => {
  const entries = (form: FormData) =>
    [...form.entries()].map(([key, value]) => [
      key,
      typeof value === 'string' ? value : `file:${value.name}`,
    ]);

  test('files keep their filename and content type', async () => {
    const file = new File(['hello'], 'hello.txt', { type: 'text/plain' });
    const form = await toMultipartForm({ file, purpose: 'docs' }, 'brackets');
    const sent = form.get('file') as File;
    expect(sent.name).toBe('hello.txt');
    expect(sent.type).toBe('text/plain');
    expect(await sent.text()).toBe('hello');
    expect(form.get('purpose')).toBe('docs');
  });

  test('raw bytes, blobs, responses and streams become files', async () => {
    const stream = Object.assign(
      (async function* () {
        yield new TextEncoder().encode('streamed');
      })(),
      { path: '/tmp/data/report.csv' },
    );
    const form = await toMultipartForm(
      {
        bytes: new Uint8Array([1, 2]),
        blob: new Blob(['b'], { type: 'image/png' }),
        response: new Response('r', { headers: { 'content-type': 'application/pdf' } }),
        stream,
      },
      'brackets',
    );
    expect(entries(form)).toEqual([
      ['bytes', 'file:file'],
      ['blob', 'file:file'],
      ['response', 'file:file'],
      ['stream', 'file:report.csv'],
    ]);
    expect((form.get('blob') as File).type).toBe('image/png');
    expect((form.get('response') as File).type).toBe('application/pdf');
    expect(await (form.get('stream') as File).text()).toBe('streamed');
  });

  test.each([
    [
      'brackets',
      [
        ['tags[]', 'a'],
        ['tags[]', 'b'],
        ['files[]', 'file:a.txt'],
        ['files[]', 'file:b.txt'],
      ],
    ],
    [
      'indices',
      [
        ['tags[0]', 'a'],
        ['tags[1]', 'b'],
        ['files[0]', 'file:a.txt'],
        ['files[1]', 'file:b.txt'],
      ],
    ],
    [
      'repeat',
      [
        ['tags', 'a'],
        ['tags', 'b'],
        ['files', 'file:a.txt'],
        ['files', 'file:b.txt'],
      ],
    ],
    [
      'comma',
      [
        ['tags', 'a,b'],
        ['files', 'file:a.txt'],
        ['files', 'file:b.txt'],
      ],
    ],
  ] as const)('arrays in %s format', async (format, expected) => {
    const files = [new File(['1'], 'a.txt'), new File(['2'], 'b.txt')];
    const form = await toMultipartForm({ tags: ['a', 'b'], files }, format);
    expect(entries(form)).toEqual(expected);
  });

  test('nested objects use brackets; dates, booleans and numbers are strings', async () => {
    const form = await toMultipartForm(
      { meta: { owner: { id: 7 }, public: false }, at: new Date(0), skip: undefined },
      'brackets',
    );
    expect(entries(form)).toEqual([
      ['meta[owner][id]', '7'],
      ['meta[public]', 'false'],
      ['at', '1970-01-01T00:00:00.000Z'],
    ]);
  });

  test('the client sends multipart without setting the boundary itself, and can retry it', async () => {
    const { client, calls } = makeClient([json({}, { status: 500 }), json({ id: 'f' })]);
    await client.call({
      method: 'post',
      path: '/files',
      body: { file: new File(['x'], 'x.txt'), tags: ['a'] },
      bodyEncoding: 'multipart',
      options: { body: { extra: 'yes' } },
    });
    expect(calls).toHaveLength(2);
    expect(calls[1]!.headers.has('content-type')).toBe(false);
    const form = calls[1]!.body as FormData;
    expect(entries(form)).toEqual([
      ['file', 'file:x.txt'],
      ['tags[]', 'a'],
      ['extra', 'yes'],
    ]);
    const request = new Request('http://x.test', { method: 'POST', body: form });
    expect(request.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
  });

  test('binary bodies are sent as bytes with their content type', async () => {
    const { client, calls } = makeClient([json({})]);
    await client.call({
      method: 'post',
      path: '/raw',
      body: new Blob(['abc'], { type: 'image/gif' }),
      bodyEncoding: 'binary',
    });
    await client.call({ method: 'post', path: '/raw', body: new Uint8Array([1]), bodyEncoding: 'binary' });
    await client.call({
      method: 'post',
      path: '/raw',
      body: new Uint8Array([1]),
      bodyEncoding: 'binary',
      contentType: 'application/x-custom',
    });
    expect(calls.map((call) => call.headers.get('content-type'))).toEqual([
      'image/gif',
      'application/octet-stream',
      'application/x-custom',
    ]);
    expect(await (calls[0]!.body as Blob).text()).toBe('abc');
  });
});
