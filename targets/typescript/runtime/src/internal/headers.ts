/** A header value as callers may give it; `null` removes the header, `undefined` leaves it unchanged. */
export type HeaderValue = string | number | boolean | null | undefined;

/** Headers in any of the shapes callers use: a `Headers`, a record, or a list of pairs. */
export type HeadersLike =
  | Headers
  | Readonly<Record<string, HeaderValue | readonly HeaderValue[]>>
  | ReadonlyArray<readonly [string, HeaderValue]>
  | null
  | undefined;

/**
 * Merges header layers, lowest precedence first. Names are case-insensitive; a layer that sets a name replaces
 * every earlier value of it, and a `null` value removes it. Within a layer, the values of one spelling of a name
 * (an array, repeated pairs) are all sent, and a later spelling (`x-foo` after `X-Foo`) replaces an earlier one.
 */
export function mergeHeaders(layers: readonly HeadersLike[]): Headers {
  const headers = new Headers();
  for (const layer of layers) {
    const setBy = new Map<string, string>();
    for (const [name, value] of headerEntries(layer)) {
      const key = name.toLowerCase();
      if (value === undefined) continue;
      if (value === null) {
        headers.delete(key);
        setBy.delete(key);
        continue;
      }
      if (setBy.get(key) !== name) headers.delete(key);
      setBy.set(key, name);
      headers.append(key, String(value));
    }
  }
  return headers;
}

function* headerEntries(layer: HeadersLike): Iterable<readonly [string, HeaderValue]> {
  if (!layer) return;
  if (isIterable(layer)) {
    yield* layer;
    return;
  }
  for (const [name, value] of Object.entries(layer)) {
    if (Array.isArray(value)) {
      for (const item of value as readonly HeaderValue[]) yield [name, item];
    } else {
      yield [name, value as HeaderValue];
    }
  }
}

function isIterable(value: object): value is Iterable<readonly [string, HeaderValue]> {
  return typeof (value as Partial<Iterable<unknown>>)[Symbol.iterator] === 'function';
}

/**
 * Parses `<PREFIX>_CUSTOM_HEADERS`: one `Name: value` per line. Blank lines and lines without a name are
 * ignored; the value may itself contain colons.
 */
export function parseCustomHeaders(text: string | undefined): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of (text ?? '').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    const name = colon === -1 ? '' : line.slice(0, colon).trim();
    if (name) headers[name] = line.slice(colon + 1).trim();
  }
  return headers;
}

/**
 * The headers of a request as `fetch` receives them: a `Headers`, whose entries are also readable as
 * lower-case properties (`init.headers['x-request-id']`), as the plain header objects of the `node` SDKs were.
 */
export type RequestHeaders = Headers & Readonly<Record<string, string>>;

/**
 * Makes a `Headers` readable as a record of lower-case names too (see {@link RequestHeaders}). A header named
 * like a method of `Headers` (`get`, `keys`...) is readable through the methods only.
 */
export function withHeaderProperties(headers: Headers): RequestHeaders {
  for (const [name, value] of headers) {
    if (name in headers) continue;
    Object.defineProperty(headers, name, { value, enumerable: true, configurable: true });
  }
  return headers as RequestHeaders;
}
