import { ClientError } from '../../core/error.js';

/**
 * Tagged template for request paths: ``path`/accounts/${id}/friends` `` URL-encodes every value and throws a
 * `ClientError` before anything is sent when a value is empty, `null` or `undefined`.
 */
export function path(statics: TemplateStringsArray, ...params: unknown[]): string {
  let result = statics[0] ?? '';
  params.forEach((param, index) => {
    result += encodePathParam(param, statics, index) + (statics[index + 1] ?? '');
  });
  return result;
}

function encodePathParam(value: unknown, statics: TemplateStringsArray, index: number): string {
  const text = value === null || value === undefined ? '' : String(value);
  if (text === '') {
    const template = statics.join('{}');
    throw new ClientError(
      `Path parameter ${index + 1} of ${template} must be a non-empty value, got ${describe(value)}.`,
    );
  }
  // `.` and `..` would be resolved as relative segments by URL parsers and change the endpoint.
  if (text === '.' || text === '..') return text.replace(/\./g, '%2E');
  return encodeURIComponent(text);
}

function describe(value: unknown): string {
  return value === '' ? 'an empty string' : String(value);
}
