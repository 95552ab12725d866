/** Whether `value` is a non-null object (arrays included). */
export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Whether `value` is an object literal or `Object.create(null)`, not an array, Date, Blob or class instance. */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (!isObject(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** Reads a nested property; `undefined` as soon as a step is missing. An empty path returns `value` itself. */
export function getPath(value: unknown, path: readonly string[]): unknown {
  let current = value;
  for (const key of path) {
    if (!isObject(current)) return undefined;
    current = current[key];
  }
  return current;
}

/** Splits a dotted property path such as `error.message`. */
export function splitPath(path: string): string[] {
  return path.split('.').filter((part) => part !== '');
}

/** Reads a finite number from a number or numeric string (header values arrive as strings). */
export function toNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : undefined;
}

/** Whether `value` can be iterated with `for await`. */
export function isAsyncIterable(value: unknown): value is AsyncIterable<unknown> {
  return (
    isObject(value) && typeof (value as Partial<AsyncIterable<unknown>>)[Symbol.asyncIterator] === 'function'
  );
}
