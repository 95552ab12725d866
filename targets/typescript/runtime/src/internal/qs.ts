import { isObject } from './utils/values.js';

/** How arrays are written: `in=x,y`, `in=x&in=y`, `in[0]=x&in[1]=y` or `in[]=x&in[]=y`. */
export type ArrayFormat = 'comma' | 'repeat' | 'indices' | 'brackets';
/** How nested objects are written: `a[b]=c` or `a.b=c`. */
export type NestedFormat = 'brackets' | 'dots';

/** The API's `query_settings`. */
export interface QueryFormat {
  arrayFormat?: ArrayFormat | undefined;
  nestedFormat?: NestedFormat | undefined;
}

/** A flattened parameter: a single string, comma-separated parts (`comma` arrays), or a leaf such as a file. */
export type FlatValue<Leaf> = string | readonly string[] | Leaf;

/** Options of {@link flattenParams}. */
export interface FlattenOptions<Leaf> {
  arrayFormat: ArrayFormat;
  nestedFormat: NestedFormat;
  /** Values kept whole instead of being walked, e.g. files in multipart bodies. */
  isLeaf?: (value: unknown) => value is Leaf;
}

/**
 * Flattens nested params into `[key, value]` pairs, before any encoding. `undefined` is omitted, `null` becomes
 * an empty value, dates become ISO 8601 strings and booleans `true`/`false`. Arrays holding objects cannot be
 * comma-joined, so in `comma` format they repeat the key instead.
 */
export function flattenParams<Leaf = never>(
  params: Readonly<Record<string, unknown>>,
  options: FlattenOptions<Leaf>,
): Array<[string, FlatValue<Leaf>]> {
  const out: Array<[string, FlatValue<Leaf>]> = [];
  for (const [key, value] of Object.entries(params)) walk(key, value, options, out);
  return out;
}

function walk<Leaf>(
  key: string,
  value: unknown,
  options: FlattenOptions<Leaf>,
  out: Array<[string, FlatValue<Leaf>]>,
): void {
  if (value === undefined) return;
  if (options.isLeaf?.(value)) {
    out.push([key, value]);
  } else if (Array.isArray(value)) {
    walkArray(key, value, options, out);
  } else if (isObject(value) && !(value instanceof Date)) {
    for (const [child, item] of Object.entries(value))
      walk(nestedKey(key, child, options), item, options, out);
  } else {
    out.push([key, scalarToString(value)]);
  }
}

function walkArray<Leaf>(
  key: string,
  items: readonly unknown[],
  options: FlattenOptions<Leaf>,
  out: Array<[string, FlatValue<Leaf>]>,
): void {
  const present = items.filter((item) => item !== undefined);
  if (options.arrayFormat === 'comma' && present.every((item) => isScalar(item) && !options.isLeaf?.(item))) {
    if (present.length > 0) out.push([key, present.map(scalarToString)]);
    return;
  }
  present.forEach((item, index) => walk(arrayKey(key, index, options.arrayFormat), item, options, out));
}

function nestedKey(key: string, child: string, options: { nestedFormat: NestedFormat }): string {
  return options.nestedFormat === 'dots' ? `${key}.${child}` : `${key}[${child}]`;
}

function arrayKey(key: string, index: number, format: ArrayFormat): string {
  if (format === 'indices') return `${key}[${index}]`;
  if (format === 'brackets') return `${key}[]`;
  return key;
}

function isScalar(value: unknown): boolean {
  return !isObject(value) || value instanceof Date;
}

function scalarToString(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  return String(value);
}

/** Serialises query params per the API's `query_settings` (defaults: `brackets` nesting, `comma` arrays). */
export function stringifyQuery(params: Readonly<Record<string, unknown>>, format: QueryFormat = {}): string {
  const pairs = flattenParams(params, {
    arrayFormat: format.arrayFormat ?? 'comma',
    nestedFormat: format.nestedFormat ?? 'brackets',
  });
  return pairs
    .map(([key, value]) => {
      const encoded = typeof value === 'string' ? encodeValue(value) : value.map(encodeValue).join(',');
      return `${encodeKey(key)}=${encoded}`;
    })
    .join('&');
}

// Brackets stay literal so keys read as documented (`a[b]=c`); every other reserved character is escaped.
function encodeKey(key: string): string {
  return encodeURIComponent(key).replace(/%5B/g, '[').replace(/%5D/g, ']');
}

function encodeValue(value: string): string {
  return encodeURIComponent(value);
}
