import { ClientError } from '../core/error.js';
import { toFile, type ToFileInput } from '../core/uploads.js';
import { toMultipartForm } from './multipart.js';
import { stringifyQuery, type ArrayFormat, type QueryFormat } from './qs.js';
import { isPlainObject } from './utils/values.js';

/** How a request body is sent. */
export type BodyEncoding = 'json' | 'form' | 'multipart' | 'binary' | 'text';

/** A body ready for `fetch`, with the content type to send and whether retries can resend it. */
export interface EncodedBody {
  body: BodyInit | undefined;
  /** `undefined` for multipart, where `fetch` sets the type with its boundary. */
  contentType: string | undefined;
  replayable: boolean;
}

/** What {@link encodeBody} encodes. */
export interface BodyInput {
  body: unknown;
  /** Per-call extra fields, merged into the top level of an object body. */
  extra?: Readonly<Record<string, unknown>> | undefined;
  encoding?: BodyEncoding | undefined;
  contentType?: string | undefined;
}

/** Serialisation settings of the API. */
export interface BodyFormats {
  query: QueryFormat;
  multipartArrayFormat: ArrayFormat;
  /** Spaces of indentation in JSON bodies (`ClientDefaults.jsonIndent`); none by default. */
  jsonIndent?: number | undefined;
}

const NO_BODY: EncodedBody = { body: undefined, contentType: undefined, replayable: true };

/** Encodes a request body once, before the first attempt, so every retry sends the same bytes. */
export async function encodeBody(input: BodyInput, formats: BodyFormats): Promise<EncodedBody> {
  const encoded = encodeBodySync(input, formats);
  if (encoded !== undefined) return encoded;
  const value = withExtraFields(input.body, input.extra, input.encoding ?? 'json');
  if (input.encoding === 'multipart') {
    const form = await toMultipartForm(objectBody(value, 'multipart'), formats.multipartArrayFormat);
    return { body: form, contentType: undefined, replayable: true };
  }
  return encodeBinary(value, input.contentType);
}

/**
 * Encodes the bodies that need no reading: JSON, form, text and string bodies. `undefined` for multipart and
 * binary bodies, whose files and streams are read asynchronously by {@link encodeBody}.
 */
export function encodeBodySync(input: BodyInput, formats: BodyFormats): EncodedBody | undefined {
  const encoding = input.encoding ?? 'json';
  const value = withExtraFields(input.body, input.extra, encoding);
  if (value === undefined) return NO_BODY;
  switch (encoding) {
    case 'json':
      return text(JSON.stringify(value, null, formats.jsonIndent), input.contentType ?? 'application/json');
    case 'form':
      // Form bodies repeat array fields (OpenAPI's default for application/x-www-form-urlencoded: style form,
      // explode true); query_settings governs query strings only.
      return text(
        stringifyQuery(objectBody(value, encoding), { ...formats.query, arrayFormat: 'repeat' }),
        'application/x-www-form-urlencoded',
      );
    case 'text':
      return text(String(value), input.contentType ?? 'text/plain');
    case 'binary':
      return typeof value === 'string'
        ? text(value, input.contentType ?? 'application/octet-stream')
        : undefined;
    case 'multipart':
      return undefined;
  }
}

function text(body: string, contentType: string): EncodedBody {
  return { body, contentType, replayable: true };
}

function withExtraFields(
  body: unknown,
  extra: Readonly<Record<string, unknown>> | undefined,
  encoding: BodyEncoding,
): unknown {
  if (!extra || Object.keys(extra).length === 0) return body;
  const mergeable = encoding === 'json' || encoding === 'form' || encoding === 'multipart';
  if (!mergeable || (body !== undefined && !isPlainObject(body))) {
    throw new ClientError('The `body` request option adds fields to an object body; this request has none.');
  }
  return { ...body, ...extra };
}

function objectBody(value: unknown, encoding: BodyEncoding): Record<string, unknown> {
  if (isPlainObject(value)) return value;
  throw new ClientError(`A ${encoding} request body must be an object.`);
}

// A ReadableStream can be sent only once; anything else is made into in-memory bytes that retries can resend.
async function encodeBinary(value: unknown, contentType: string | undefined): Promise<EncodedBody> {
  if (value instanceof ReadableStream) {
    return { body: value, contentType: contentType ?? 'application/octet-stream', replayable: false };
  }
  const blob = value instanceof Blob ? value : await toFile(value as ToFileInput);
  return {
    body: blob,
    contentType: contentType ?? (blob.type || 'application/octet-stream'),
    replayable: true,
  };
}
