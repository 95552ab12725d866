import { describe, expect, test } from 'vitest';
import { ClientError } from '../../src/core/error.js';
import { Page, PagePromise, getAPIList, type PageScheme } from '../../src/core/pagination.js';
import { nextLink } from '../../src/internal/page-rules.js';
import { json, makeClient, type Call, type TestClient } from './test-client.js';

/** A page class as generated code declares one. */
function pageClass(scheme: PageScheme) {
  return class TestPage<Item> extends Page<Item> {
    static override readonly scheme: PageScheme = scheme;
  };
}

interface Card {
  id: string;
}

/** A page class exactly as src/pagination.ts declares one. */
class CursorPage<Item> extends Page<Item> {
  static override readonly scheme: PageScheme = {
    type: 'cursor',
    location: 'query',
    continueOnEmpty: false,
    request: { next: 'after', previous: 'before', limit: 'limit' },
    response: { nextCursor: { path: ['meta', 'next'] }, hasNext: { path: ['has_more'] } },
  };
}

/** A list method exactly as generated code writes one. */
function listCards(client: TestClient, query: { limit?: number; after?: string; before?: string } = {}) {
  const promise: PagePromise<CursorPage<Card>, Card> = getAPIList(client, {
    method: 'get',
    path: '/cards',
    query,
    page: CursorPage,
    itemsPath: ['data'],
    options: { headers: { 'X-Trace': 't1' }, timeout: 5_000 },
  });
  return promise;
}

const cards = (...ids: string[]) => ids.map((id) => ({ id }));
const query = (call: Call) => Object.fromEntries(new URL(call.url).searchParams);

async function collect<T>(iterable: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of iterable) out.push(item);
  return out;
}

describe('cursor', () => {
  const replies = [
    json({ data: cards('a', 'b'), meta: { next: 'c1' }, has_more: true }),
    json({ data: cards('c'), meta: { next: 'c2' } }),
    json({ data: cards('d'), meta: { next: null } }),
  ];

  test('iterates every item of every page, sending the cursor and keeping the other params', async () => {
    const { client, calls } = makeClient(replies);
    const ids = (await collect(listCards(client, { limit: 2, before: 'z' }))).map((card) => card.id);
    expect(ids).toEqual(['a', 'b', 'c', 'd']);
    expect(calls.map(query)).toEqual([
      { limit: '2', before: 'z' },
      { limit: '2', after: 'c1' },
      { limit: '2', after: 'c2' },
    ]);
    expect(calls.every((call) => call.headers.get('x-trace') === 't1')).toBe(true);
    expect(calls.every((call) => call.headers.get('x-sdkgen-timeout') === '5')).toBe(true);
  });

  test('stops on an empty cursor, and on a cursor equal to the one sent', async () => {
    const empty = makeClient([json({ data: cards('a'), meta: { next: '' } })]);
    expect(await collect(listCards(empty.client))).toHaveLength(1);
    const repeated = makeClient([json({ data: cards('a'), meta: { next: 'same' } })]);
    expect(await collect(listCards(repeated.client, { after: 'same' }))).toHaveLength(1);
    expect(repeated.calls).toHaveLength(1);
  });

  test('has_more false stops even with a cursor', async () => {
    const { client, calls } = makeClient([json({ data: cards('a'), meta: { next: 'c1' }, has_more: false })]);
    const page = await listCards(client);
    expect(page.hasNextPage()).toBe(false);
    expect(page.nextPageRequestOptions()).toBeNull();
    expect(await collect(page)).toEqual(cards('a'));
    expect(calls).toHaveLength(1);
  });

  test('an empty page stops unless continueOnEmpty', async () => {
    const pages = [
      json({ data: [], meta: { next: 'c1' } }),
      json({ data: cards('b'), meta: { next: null } }),
    ];
    const stopping = makeClient(pages);
    expect(await collect(listCards(stopping.client))).toEqual([]);
    const Continuing = pageClass({ ...CursorPage.scheme, continueOnEmpty: true });
    const continuing = makeClient(pages);
    const list = getAPIList<Card, InstanceType<typeof Continuing<Card>>>(continuing.client, {
      method: 'get',
      path: '/cards',
      page: Continuing,
      itemsPath: ['data'],
    });
    expect(await collect(list)).toEqual(cards('b'));
  });

  test('the manual API: await, hasNextPage, getNextPage, iterPages', async () => {
    const { client } = makeClient(replies);
    const first = await listCards(client);
    expect(first).toBeInstanceOf(CursorPage);
    expect(first.items).toEqual(cards('a', 'b'));
    expect(first.getPaginatedItems()).toEqual(cards('a', 'b'));
    expect(first.body).toMatchObject({ has_more: true });
    expect(first.response.status).toBe(200);
    expect(first.hasNextPage()).toBe(true);
    expect(first.nextPageRequestOptions()?.query).toEqual({ after: 'c1', before: undefined });
    const second = await first.getNextPage();
    expect(second).toBeInstanceOf(CursorPage);
    expect(second.items).toEqual(cards('c'));
    const pages = await collect(second.iterPages());
    expect(pages.map((page) => page.items)).toEqual([cards('c'), cards('d')]);
    await expect(pages[1]!.getNextPage()).rejects.toBeInstanceOf(ClientError);
  });

  test('iterPages from the first page, and for await over a page', async () => {
    const byCursor: Record<string, Response> = { '': replies[0]!, c1: replies[1]!, c2: replies[2]! };
    const { client } = makeClient([(call) => byCursor[query(call)['after'] ?? '']!.clone()]);
    const first = await listCards(client);
    expect((await collect(first.iterPages())).length).toBe(3);
    expect((await collect(first)).map((card) => card.id)).toEqual(['a', 'b', 'c', 'd']);
  });

  test('withResponse and asResponse work on list calls', async () => {
    const { client } = makeClient(replies);
    const { data, response } = await listCards(client).withResponse();
    expect(data).toBeInstanceOf(CursorPage);
    expect(response.status).toBe(200);
  });
});

describe('cursor_id', () => {
  const CursorIdPage = pageClass({
    type: 'cursor_id',
    request: { nextId: 'after_id', previousId: 'before_id' },
    response: { cursorItemId: { path: ['id'] }, hasNext: { path: ['has_more'] } },
  });

  test("sends the last item's id and stops on an empty page", async () => {
    const { client, calls } = makeClient([
      json({ data: cards('a', 'b'), has_more: true }),
      json({ data: cards('c'), has_more: true }),
      json({ data: [], has_more: true }),
    ]);
    const items = await collect(
      getAPIList<Card, InstanceType<typeof CursorIdPage<Card>>>(client, {
        method: 'get',
        path: '/events',
        query: { before_id: 'q' },
        page: CursorIdPage,
        itemsPath: ['data'],
      }),
    );
    expect(items.map((item) => item.id)).toEqual(['a', 'b', 'c']);
    expect(calls.map(query)).toEqual([{ before_id: 'q' }, { after_id: 'b' }, { after_id: 'c' }]);
  });

  test('has_more false stops', async () => {
    const { client, calls } = makeClient([json({ data: cards('a'), has_more: false })]);
    await collect(getAPIList(client, { method: 'get', path: '/e', page: CursorIdPage, itemsPath: ['data'] }));
    expect(calls).toHaveLength(1);
  });
});

describe('cursor_url', () => {
  test('follows a body field, requesting the URL as given with GET and the original options', async () => {
    const UrlPage = pageClass({
      type: 'cursor_url',
      request: {},
      response: { cursorUrl: { path: ['links', 'next'] } },
    });
    const next = 'https://cdn.example.test/page2?token=abc&limit=2';
    const { client, calls } = makeClient([
      json({ data: cards('a'), links: { next } }),
      json({ data: cards('b'), links: { next: null } }),
    ]);
    const items = await collect(
      getAPIList<Card, InstanceType<typeof UrlPage<Card>>>(client, {
        method: 'post',
        path: '/search',
        query: { limit: 2 },
        body: { q: 'x' },
        page: UrlPage,
        itemsPath: ['data'],
        options: { headers: { 'X-Trace': 't' }, query: { extra: 1 } },
      }),
    );
    expect(items).toEqual(cards('a', 'b'));
    expect(calls[0]!.url).toBe('https://us.api.example.test/v1/search?limit=2&extra=1');
    expect(calls[1]!.url).toBe(next);
    expect(calls[1]!.method).toBe('GET');
    expect(calls[1]!.body).toBeUndefined();
    expect(calls[1]!.headers.get('x-trace')).toBe('t');
    expect(calls[1]!.headers.get('x-api-key')).toBe('test-key');
  });

  test('reads a Link header or a bare URL header; relative links resolve against the response URL', async () => {
    const LinkPage = pageClass({
      type: 'cursor_url',
      request: {},
      response: { cursorUrl: { header: 'Link' } },
    });
    const withURL = (response: Response, url: string) =>
      Object.defineProperty(response, 'url', { value: url });
    const { client, calls } = makeClient([
      () =>
        withURL(
          json(cards('a'), {
            headers: {
              link: '<https://x.test/p0>; rel="prev", <https://api.test/v1/items?page=2>; rel="next last"',
            },
          }),
          'https://api.test/v1/items',
        ),
      () =>
        withURL(
          json(cards('b'), { headers: { link: '/v1/items?page=3' } }),
          'https://api.test/v1/items?page=2',
        ),
      () => json(cards('c'), { headers: { link: '<https://x.test/p1>; rel="prev"' } }),
    ]);
    const items = await collect(
      getAPIList<Card, InstanceType<typeof LinkPage<Card>>>(client, {
        method: 'get',
        path: '/items',
        page: LinkPage,
      }),
    );
    expect(items.map((item) => item.id)).toEqual(['a', 'b', 'c']);
    expect(calls.map((call) => call.url)).toEqual([
      'https://us.api.example.test/v1/items',
      'https://api.test/v1/items?page=2',
      'https://api.test/v1/items?page=3',
    ]);
  });

  test('nextLink parsing', () => {
    expect(nextLink('<https://a.test/2>; rel=next')).toBe('https://a.test/2');
    expect(nextLink('<https://a.test/1>; rel="prev"')).toBeUndefined();
    expect(nextLink(' https://a.test/bare ')).toBe('https://a.test/bare');
    expect(nextLink('')).toBeUndefined();
    expect(nextLink(null)).toBeUndefined();
  });
});

describe('offset', () => {
  const OffsetPage = pageClass({
    type: 'offset',
    request: { offset: 'offset', limit: 'limit' },
    response: { totalCount: { path: ['total'] }, countStart: { path: ['start'] } },
  });
  const list = (client: TestClient, query: object = { limit: 2 }) =>
    getAPIList<Card, InstanceType<typeof OffsetPage<Card>>>(client, {
      method: 'get',
      path: '/cards',
      query,
      page: OffsetPage,
      itemsPath: ['data'],
    });

  test('next offset is offset + item count; stops at the total', async () => {
    const { client, calls } = makeClient([
      json({ data: cards('a', 'b'), total: 5 }),
      json({ data: cards('c', 'd'), total: 5 }),
      json({ data: cards('e'), total: 5 }),
    ]);
    expect((await collect(list(client))).map((card) => card.id)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(calls.map(query)).toEqual([
      { limit: '2' },
      { limit: '2', offset: '2' },
      { limit: '2', offset: '4' },
    ]);
  });

  test('the start field, when present, is where this page starts', async () => {
    const { client, calls } = makeClient([json({ data: cards('a', 'b'), start: 10 }), json({ data: [] })]);
    await collect(list(client, { offset: 0 }));
    expect(query(calls[1]!)).toEqual({ offset: '12' });
  });

  test('stops on an empty page even without a total', async () => {
    const { client, calls } = makeClient([json({ data: cards('a') }), json({ data: [] })]);
    expect(await collect(list(client, {}))).toEqual(cards('a'));
    expect(calls).toHaveLength(2);
  });
});

describe('page_number', () => {
  const NumberPage = pageClass({
    type: 'page_number',
    request: { page: 'page', limit: 'per_page' },
    response: { currentPage: { path: ['meta', 'page'] }, totalPages: { header: 'X-Total-Pages' } },
  });
  const list = (client: TestClient, params: object = {}) =>
    getAPIList<Card, InstanceType<typeof NumberPage<Card>>>(client, {
      method: 'get',
      path: '/cards',
      query: params,
      page: NumberPage,
      itemsPath: ['data'],
    });

  test('next is current + 1; stops past the total from a header', async () => {
    const reply = (page: number, ...ids: string[]) =>
      json({ data: cards(...ids), meta: { page } }, { headers: { 'x-total-pages': '3' } });
    const { client, calls } = makeClient([reply(1, 'a'), reply(2, 'b'), reply(3, 'c')]);
    expect((await collect(list(client, { per_page: 1 }))).map((card) => card.id)).toEqual(['a', 'b', 'c']);
    expect(calls.map(query)).toEqual([
      { per_page: '1' },
      { per_page: '1', page: '2' },
      { per_page: '1', page: '3' },
    ]);
  });

  test('without a current page field, counts from the page sent (1 when none)', async () => {
    const { client, calls } = makeClient([
      json({ data: cards('a') }),
      json({ data: cards('b') }),
      json({ data: [] }),
    ]);
    expect(await collect(list(client, { page: 4 }))).toEqual(cards('a', 'b'));
    expect(calls.map(query)).toEqual([{ page: '4' }, { page: '5' }, { page: '6' }]);
  });
});

describe('fake_page and bodies', () => {
  test('fake_page wraps a top-level array and never has a next page', async () => {
    const { client, calls } = makeClient([json(cards('a', 'b'))]);
    const page = await getAPIList<Card, Page<Card>>(client, { method: 'get', path: '/tags', page: Page });
    expect(page.items).toEqual(cards('a', 'b'));
    expect(page.hasNextPage()).toBe(false);
    expect(await collect(page)).toHaveLength(2);
    expect(calls).toHaveLength(1);
  });

  test('a body without the items gives an empty page', async () => {
    const { client } = makeClient([json({ unexpected: true })]);
    const page = await listCards(client);
    expect(page.items).toEqual([]);
    expect(page.hasNextPage()).toBe(false);
  });

  test('param_location body puts the cursor in the body of the next request', async () => {
    const BodyPage = pageClass({
      type: 'cursor',
      location: 'body',
      request: { next: 'cursor' },
      response: { nextCursor: { path: ['pagination', 'next_cursor'] } },
    });
    const { client, calls } = makeClient([
      json({ results: { items: cards('a') }, pagination: { next_cursor: 'n1' } }),
      json({ results: { items: cards('b') }, pagination: { next_cursor: null } }),
    ]);
    const items = await collect(
      getAPIList<Card, InstanceType<typeof BodyPage<Card>>>(client, {
        method: 'post',
        path: '/reports/search',
        body: { q: 'x', limit: 1 },
        page: BodyPage,
        itemsPath: ['results', 'items'],
      }),
    );
    expect(items).toEqual(cards('a', 'b'));
    expect(calls.map((call) => JSON.parse(call.body as string))).toEqual([
      { q: 'x', limit: 1 },
      { q: 'x', limit: 1, cursor: 'n1' },
    ]);
    expect(calls.map((call) => call.method)).toEqual(['POST', 'POST']);
  });

  test('every page request goes through retries', async () => {
    const { client, calls } = makeClient([
      json({ data: cards('a'), meta: { next: 'c1' } }),
      json({}, { status: 503 }),
      json({ data: cards('b'), meta: { next: null } }),
    ]);
    expect(await collect(listCards(client))).toEqual(cards('a', 'b'));
    expect(calls.map((call) => call.headers.get('x-sdkgen-retry-count'))).toEqual(['0', '0', '1']);
  });
});
