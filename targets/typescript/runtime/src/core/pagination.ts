import type { BaseClient, RequestSpec } from '../internal/base-client.js';
import { nextPageRequest } from '../internal/page-rules.js';
import { getPath } from '../internal/utils/values.js';
import { APIPromise } from './api-promise.js';
import { ClientError } from './error.js';

/** A value of the response: a property path in the body, or a response header (e.g. `Link`). */
export type PageField = { path: readonly string[] } | { header: string };

/**
 * How a pagination scheme (`pagination` in sdkgen.yml) fetches the next page. `request` maps roles to request
 * param names, `response` maps roles to response fields; the next-page rules are CONFIG-REFERENCE.md §12.2.
 * The runtime pages forward only: `previous`/`previousId` params are dropped from next-page requests and
 * `previousCursor` is informational.
 */
export interface PageScheme {
  type: 'cursor' | 'cursor_id' | 'cursor_url' | 'offset' | 'page_number' | 'fake_page';
  /** Where pagination params go; `query` by default. */
  location?: 'query' | 'body';
  /** Keep paging after an empty page while a next page can still be computed. */
  continueOnEmpty?: boolean;
  request: {
    next?: string;
    previous?: string;
    nextId?: string;
    previousId?: string;
    offset?: string;
    page?: string;
    limit?: string;
  };
  response: {
    hasNext?: PageField;
    nextCursor?: PageField;
    previousCursor?: PageField;
    cursorUrl?: PageField;
    totalCount?: PageField;
    countStart?: PageField;
    currentPage?: PageField;
    totalPages?: PageField;
    /** The id property inside each item (`cursor_id`). */
    cursorItemId?: { path: readonly string[] };
  };
}

/** A page class as generated code passes it to `getAPIList`. */
export type PageClass<PageT> = new (
  client: BaseClient,
  response: Response,
  body: unknown,
  request: PageRequest<PageT>,
) => PageT;

/** The request of a list method: the request spec, the page class, and where the items are in the body. */
export type PageRequest<PageT = AbstractPage<unknown>> = RequestSpec & {
  page: PageClass<PageT>;
  /** Property path of the items; absent or empty when the body is the array. */
  itemsPath?: readonly string[] | undefined;
};

/**
 * One page of a list, with the raw response. Iterating it with `for await` yields the items of this page and
 * every following one, fetching pages lazily.
 */
export abstract class AbstractPage<Item> implements AsyncIterable<Item> {
  /** The HTTP response of this page. */
  readonly response: Response;
  /** The parsed response body. */
  readonly body: unknown;
  /** The request that fetched this page. */
  readonly request: PageRequest<any>;
  readonly #client: BaseClient;

  constructor(client: BaseClient, response: Response, body: unknown, request: PageRequest<any>) {
    this.#client = client;
    this.response = response;
    this.body = body;
    this.request = request;
  }

  /** The items of this page only. */
  abstract getPaginatedItems(): Item[];

  /** The request for the next page, or `null` when this is the last page. */
  abstract nextPageRequestOptions(): PageRequest<any> | null;

  /** Whether a next page exists. */
  hasNextPage(): boolean {
    return this.nextPageRequestOptions() !== null;
  }

  /** Fetches the next page; throws a `ClientError` when there is none (check `hasNextPage()`). */
  async getNextPage(): Promise<this> {
    const next = this.nextPageRequestOptions();
    if (!next)
      throw new ClientError('There is no next page; check hasNextPage() before calling getNextPage().');
    return (await getAPIList<Item, this>(this.#client, next)) as this;
  }

  /** This page and every following one. */
  async *iterPages(): AsyncGenerator<this, void, undefined> {
    yield this;
    let page = await nextOf(this);
    while (page) {
      yield page;
      page = await nextOf(page);
    }
  }

  async *[Symbol.asyncIterator](): AsyncGenerator<Item, void, undefined> {
    for await (const page of this.iterPages()) {
      yield* page.getPaginatedItems();
    }
  }
}

function nextOf<PageT extends AbstractPage<unknown>>(page: PageT): Promise<PageT> | undefined {
  return page.hasNextPage() ? page.getNextPage() : undefined;
}

/**
 * A page driven by a {@link PageScheme}. Generated page classes extend it and set the static `scheme`.
 *
 * @example
 * export class CursorPage<Item> extends Page<Item> {
 *   static override readonly scheme: PageScheme = { type: 'cursor', request: { next: 'after' }, response: { ... } };
 * }
 */
export class Page<Item> extends AbstractPage<Item> {
  /** The scheme of this page class; a plain list without further pages unless a subclass overrides it. */
  static readonly scheme: PageScheme = { type: 'fake_page', request: {}, response: {} };

  /** The items of this page. */
  readonly items: Item[];

  constructor(client: BaseClient, response: Response, body: unknown, request: PageRequest<any>) {
    super(client, response, body, request);
    const items = getPath(body, request.itemsPath ?? []);
    this.items = Array.isArray(items) ? (items as Item[]) : [];
  }

  getPaginatedItems(): Item[] {
    return this.items;
  }

  nextPageRequestOptions(): PageRequest<any> | null {
    const scheme = (this.constructor as typeof Page).scheme;
    return nextPageRequest({
      scheme,
      request: this.request,
      response: this.response,
      body: this.body,
      items: this.items,
    });
  }
}

/**
 * The first page of a list call, not yet awaited. Await it for the page, or iterate it with `for await` for
 * every item of every page.
 *
 * @example
 * for await (const card of client.cards.list()) console.log(card.id);
 */
export class PagePromise<PageT extends AbstractPage<Item>, Item>
  extends APIPromise<PageT>
  implements AsyncIterable<Item>
{
  async *[Symbol.asyncIterator](): AsyncGenerator<Item, void, undefined> {
    const page = await this;
    yield* page;
  }
}

/**
 * Sends a list request: the result is the first page, and iterating it walks every item of every page. The
 * generated resources call it for paginated methods, and the client's `getAPIList` method wraps it.
 */
export function getAPIList<Item, PageT extends AbstractPage<Item>>(
  client: BaseClient,
  spec: PageRequest<PageT>,
): PagePromise<PageT, Item> {
  const sent = client.sendRequest(spec);
  return new PagePromise<PageT, Item>(sent.response, () =>
    sent.read().then(({ response, body }) => new spec.page(client, response, body, spec)),
  );
}
