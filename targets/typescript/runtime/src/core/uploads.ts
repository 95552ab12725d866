import { isAsyncIterable, isObject } from '../internal/utils/values.js';

/** A Node `fs.ReadStream` (or any async iterable of chunks with a `path`), recognised by shape. */
export interface ReadStreamLike extends AsyncIterable<unknown> {
  readonly path: string | { toString(): string };
}

/** A fetch `Response`, or anything with its `url` and `blob()`: the file's name is the URL's last segment. */
export interface ResponseLike {
  readonly url: string;
  blob(): Promise<Blob>;
  readonly headers?: { get(name: string): string | null } | undefined;
}

/** What upload parameters accept: a `File` or `Blob`, a fetch `Response`, or an `fs.ReadStream`. */
export type Uploadable = Blob | Response | ResponseLike | ReadStreamLike;

/** Raw bytes `toFile()` accepts besides {@link Uploadable}s: a Node `Buffer` is a `Uint8Array`. */
export type BinaryData = ArrayBuffer | ArrayBufferView;

/** Everything `toFile()` can turn into a `File`. */
export type ToFileInput = Uploadable | BinaryData | AsyncIterable<unknown> | ReadonlyArray<BlobPart>;

/** File metadata `toFile()` applies, overriding what it infers from the input. */
export interface ToFileOptions {
  /** MIME type, e.g. `image/png`. */
  type?: string;
  /** Modification time in milliseconds since the epoch. */
  lastModified?: number;
}

const DEFAULT_FILE_NAME = 'file';

/**
 * Converts an upload input into a `File`, reading streams into memory so the request can be retried.
 * The name and type are taken from the input when it has them (`File`, `Response` URL and `Content-Type`,
 * `fs.ReadStream` path) unless given here.
 *
 * @example
 * await client.files.upload({ file: await toFile(Buffer.from('hello'), 'hello.txt', { type: 'text/plain' }) });
 */
export async function toFile(
  value: ToFileInput | PromiseLike<ToFileInput>,
  name?: string | null,
  options: ToFileOptions = {},
): Promise<File> {
  const input = await value;
  const fileName = name ?? inferName(input) ?? DEFAULT_FILE_NAME;
  const type = options.type ?? inferType(input);
  const bag: FilePropertyBag = { ...(type ? { type } : {}), ...lastModified(input, options) };
  if (isFile(input) && input.name === fileName && (type ?? '') === input.type && !options.lastModified) {
    return input;
  }
  return new File(await readParts(input), fileName, bag);
}

/** Whether `value` is an {@link Uploadable}: a `Blob`/`File`, a fetch `Response` or an `fs.ReadStream`. */
export function isUploadable(value: unknown): value is Uploadable {
  return isBlobLike(value) || isResponseLike(value) || isReadStreamLike(value);
}

/** Whether `value` is sent as a file in a multipart body: an {@link Uploadable} or raw bytes. */
export function isFileInput(value: unknown): value is Uploadable | BinaryData {
  return isUploadable(value) || value instanceof ArrayBuffer || ArrayBuffer.isView(value);
}

function isBlobLike(value: unknown): value is Blob {
  return (
    isObject(value) &&
    typeof value['size'] === 'number' &&
    typeof value['type'] === 'string' &&
    typeof value['arrayBuffer'] === 'function' &&
    typeof value['slice'] === 'function'
  );
}

function isFile(value: unknown): value is File {
  return typeof File !== 'undefined' && value instanceof File;
}

function isResponseLike(value: unknown): value is ResponseLike {
  return isObject(value) && typeof value['url'] === 'string' && typeof value['blob'] === 'function';
}

function isReadStreamLike(value: unknown): value is ReadStreamLike {
  return isAsyncIterable(value) && 'path' in value && value.path !== undefined && value.path !== null;
}

function inferName(input: unknown): string | undefined {
  if (isBlobLike(input)) return nonEmpty((input as Partial<File>).name);
  if (isResponseLike(input)) return nonEmpty(baseName(urlPath(input.url)));
  if (isReadStreamLike(input)) return nonEmpty(baseName(String(input.path)));
  return undefined;
}

function inferType(input: unknown): string | undefined {
  if (isBlobLike(input)) return nonEmpty(input.type);
  if (isResponseLike(input)) return nonEmpty(input.headers?.get('content-type')?.split(';')[0]?.trim());
  return undefined;
}

function lastModified(input: unknown, options: ToFileOptions): { lastModified?: number } {
  const value = options.lastModified ?? (isFile(input) ? input.lastModified : undefined);
  return value === undefined ? {} : { lastModified: value };
}

async function readParts(input: ToFileInput): Promise<BlobPart[]> {
  if (input instanceof Blob || typeof input === 'string') return [input];
  // A Blob from another realm or polyfill: copy its bytes into a platform Blob.
  if (isBlobLike(input)) return [await (input as Blob).arrayBuffer()];
  if (isResponseLike(input)) return [await input.blob()];
  if (input instanceof ArrayBuffer || ArrayBuffer.isView(input)) return [toBlobPart(input)];
  if (isAsyncIterable(input)) {
    const parts: BlobPart[] = [];
    for await (const chunk of input) parts.push(toBlobPart(chunk));
    return parts;
  }
  if (isIterable(input)) return Array.from(input, toBlobPart);
  throw new TypeError(unexpectedType(input));
}

// Names the constructor and properties of what was given, which tells a wrong argument apart from a wrong type.
function unexpectedType(input: unknown): string {
  const constructor = isObject(input)
    ? (input.constructor as { name?: string } | undefined)?.name
    : undefined;
  const props = isObject(input) ? `; props: ${JSON.stringify(Object.keys(input))}` : '';
  return `Unexpected data type: ${typeof input}${constructor ? `; constructor: ${constructor}` : ''}${props}`;
}

function toBlobPart(chunk: unknown): BlobPart {
  if (typeof chunk === 'string' || chunk instanceof Blob || chunk instanceof ArrayBuffer) return chunk;
  if (ArrayBuffer.isView(chunk)) return chunk as ArrayBufferView<ArrayBuffer>;
  throw new TypeError(`toFile() cannot read a chunk of type ${typeof chunk}`);
}

function isIterable(value: unknown): value is Iterable<unknown> {
  return isObject(value) && typeof (value as Partial<Iterable<unknown>>)[Symbol.iterator] === 'function';
}

function urlPath(url: string): string {
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
}

function baseName(path: string): string {
  return decodeSafely(path.split(/[\\/]/).pop() ?? '');
}

function decodeSafely(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

function nonEmpty(value: string | undefined): string | undefined {
  return value ? value : undefined;
}
