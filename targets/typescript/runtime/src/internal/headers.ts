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
 * every earlier value of it, and a `null` value removes it.
 */
export function mergeHeaders(layers: readonly HeadersLike[]): Headers {
  const headers = new Headers();
  for (const layer of layers) {
    const replaced = new Set<string>();
    for (const [name, value] of headerEntries(layer)) {
      const key = name.toLowerCase();
      if (value === undefined) continue;
      if (value === null) {
        headers.delete(key);
        continue;
      }
      if (!replaced.has(key)) headers.delete(key);
      replaced.add(key);
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
