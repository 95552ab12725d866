import type { PageField, PageRequest, PageScheme } from '../core/pagination.js';
import type { RequestOptions } from './base-client.js';
import { getPath, isPlainObject, toNumber } from './utils/values.js';

/** What the next-page rules look at. */
export interface PageState {
  scheme: PageScheme;
  request: PageRequest<any>;
  response: Response;
  body: unknown;
  items: readonly unknown[];
}

/**
 * The request for the page after this one, or `null` (CONFIG-REFERENCE.md §12.2). `hasNext: false` always
 * stops, and so does an empty page unless the scheme continues on empty pages. The next request is the
 * original one with only the pagination params changed.
 */
export function nextPageRequest(state: PageState): PageRequest<any> | null {
  const { scheme, items } = state;
  if (scheme.type === 'fake_page') return null;
  if (isFalse(readField(state, scheme.response.hasNext))) return null;
  if (items.length === 0 && !scheme.continueOnEmpty) return null;
  switch (scheme.type) {
    case 'cursor':
      return nextByCursor(state);
    case 'cursor_id':
      return nextByItemId(state);
    case 'cursor_url':
      return nextByURL(state);
    case 'offset':
      return nextByOffset(state);
    case 'page_number':
      return nextByPageNumber(state);
  }
}

function nextByCursor(state: PageState): PageRequest<any> | null {
  const { next, previous } = state.scheme.request;
  const cursor = readField(state, state.scheme.response.nextCursor);
  if (!next || cursor === undefined || cursor === null || cursor === '') return null;
  // A cursor equal to the one just sent would fetch the same page forever.
  if (cursor === sentParam(state, next)) return null;
  return withParams(state, { [next]: cursor, ...clear(previous) });
}

function nextByItemId(state: PageState): PageRequest<any> | null {
  const { nextId, previousId } = state.scheme.request;
  const idPath = state.scheme.response.cursorItemId?.path;
  const last = state.items[state.items.length - 1];
  if (!nextId || !idPath || last === undefined) return null;
  const id = getPath(last, idPath);
  if (id === undefined || id === null || id === '') return null;
  return withParams(state, { [nextId]: id, ...clear(previousId) });
}

function nextByURL(state: PageState): PageRequest<any> | null {
  const field = state.scheme.response.cursorUrl;
  const raw =
    field && 'header' in field ? nextLink(state.response.headers.get(field.header)) : readField(state, field);
  if (typeof raw !== 'string' || raw.trim() === '') return null;
  const { query: _query, ...options }: RequestOptions = state.request.options ?? {};
  const path = resolveURL(raw.trim(), state.response.url);
  return { ...state.request, method: 'get', path, query: undefined, body: undefined, options };
}

// Relative links resolve against the URL that returned them (RFC 3986); absolute ones are used as given.
function resolveURL(link: string, responseURL: string): string {
  if (!responseURL || /^[a-z][a-z\d+.-]*:/i.test(link)) return link;
  try {
    return new URL(link, responseURL).toString();
  } catch {
    return link;
  }
}

function nextByOffset(state: PageState): PageRequest<any> | null {
  const param = state.scheme.request.offset;
  if (!param || state.items.length === 0) return null;
  const start =
    toNumber(readField(state, state.scheme.response.countStart)) ?? toNumber(sentParam(state, param)) ?? 0;
  const next = start + state.items.length;
  const total = toNumber(readField(state, state.scheme.response.totalCount));
  if (total !== undefined && next >= total) return null;
  return withParams(state, { [param]: next });
}

function nextByPageNumber(state: PageState): PageRequest<any> | null {
  const param = state.scheme.request.page;
  if (!param) return null;
  const current =
    toNumber(readField(state, state.scheme.response.currentPage)) ?? toNumber(sentParam(state, param)) ?? 1;
  const total = toNumber(readField(state, state.scheme.response.totalPages));
  if (total !== undefined && current + 1 > total) return null;
  return withParams(state, { [param]: current + 1 });
}

function readField(state: PageState, field: PageField | undefined): unknown {
  if (!field) return undefined;
  if ('header' in field) return state.response.headers.get(field.header) ?? undefined;
  return getPath(state.body, field.path);
}

function isFalse(value: unknown): boolean {
  return value === false || (typeof value === 'string' && value.trim().toLowerCase() === 'false');
}

function sentParam(state: PageState, name: string): unknown {
  const source = state.scheme.location === 'body' ? state.request.body : state.request.query;
  return isPlainObject(source) ? source[name] : undefined;
}

function clear(name: string | undefined): Record<string, undefined> {
  return name ? { [name]: undefined } : {};
}

function withParams(state: PageState, params: Record<string, unknown>): PageRequest<any> {
  const { request } = state;
  if (state.scheme.location === 'body') {
    return { ...request, body: { ...(isPlainObject(request.body) ? request.body : {}), ...params } };
  }
  return { ...request, query: { ...request.query, ...params } };
}

/**
 * The next-page URL of a `Link` header (`<https://…>; rel="next"`), or the whole value when it is a bare URL.
 */
export function nextLink(header: string | null): string | undefined {
  if (header === null || header.trim() === '') return undefined;
  if (!header.includes('<')) return header.trim();
  for (const match of header.matchAll(/<([^>]*)>([^,<]*)/g)) {
    const rel = /;\s*rel\s*=\s*"?([^";]*)"?/i.exec(match[2] ?? '')?.[1];
    if (rel?.toLowerCase().split(/\s+/).includes('next')) return match[1];
  }
  return undefined;
}
