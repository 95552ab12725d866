import { isFileInput, toFile, type BinaryData, type Uploadable } from '../core/uploads.js';
import { flattenParams, type ArrayFormat } from './qs.js';

/**
 * Builds a `multipart/form-data` body from a params object. Files (`File`, `Blob`, `Response`,
 * `fs.ReadStream`, raw bytes) become file parts with their filename and content type; streams are read into
 * memory so the body can be replayed on retries. Arrays follow `arrayFormat`, nested objects use brackets
 * (`meta[key]=value`), dates become ISO 8601 strings. `null` is refused with a `TypeError`.
 */
export async function toMultipartForm(
  body: Readonly<Record<string, unknown>>,
  arrayFormat: ArrayFormat,
): Promise<FormData> {
  const form = new FormData();
  // null is kept whole so that it is refused: a form field has no null.
  const entries = flattenParams<Uploadable | BinaryData | null>(body, {
    arrayFormat,
    nestedFormat: 'brackets',
    isLeaf: (value): value is Uploadable | BinaryData | null => value === null || isFileInput(value),
  });
  for (const [key, value] of entries) {
    if (value === null) {
      throw new TypeError(
        `Invalid value given to form, expected a string, number, boolean, object, Array, File or Blob but got null instead (${key})`,
      );
    }
    if (typeof value === 'string') {
      form.append(key, value);
    } else if (Array.isArray(value)) {
      form.append(key, value.join(','));
    } else {
      const file = await toFile(value as Uploadable | BinaryData);
      form.append(key, file, file.name);
    }
  }
  return form;
}
