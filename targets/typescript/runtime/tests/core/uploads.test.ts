import { createReadStream, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { isUploadable, toFile } from '../../src/core/uploads.js';

const text = (file: File) => file.text();

describe('toFile', () => {
  test('from a Buffer', async () => {
    const file = await toFile(Buffer.from('buffer'), 'a.txt', { type: 'text/plain' });
    expect(file).toBeInstanceOf(File);
    expect(file.name).toBe('a.txt');
    expect(file.type).toBe('text/plain');
    expect(await text(file)).toBe('buffer');
  });

  test('from a Uint8Array view of part of a buffer', async () => {
    const bytes = new TextEncoder().encode('xxhelloxx').subarray(2, 7);
    expect(await text(await toFile(bytes, 'b.bin'))).toBe('hello');
  });

  test('from an ArrayBuffer, with a default name', async () => {
    const file = await toFile(new TextEncoder().encode('ab').buffer);
    expect(file.name).toBe('file');
    expect(await text(file)).toBe('ab');
  });

  test('from a Blob, keeping its type', async () => {
    const file = await toFile(new Blob(['blob'], { type: 'image/png' }), 'c.png');
    expect(file.type).toBe('image/png');
    expect(await text(file)).toBe('blob');
  });

  test('a File is returned as is unless renamed or retyped', async () => {
    const original = new File(['f'], 'orig.txt', { type: 'text/plain', lastModified: 1_000 });
    expect(await toFile(original)).toBe(original);
    const renamed = await toFile(original, 'new.txt');
    expect(renamed.name).toBe('new.txt');
    expect(renamed.type).toBe('text/plain');
    expect(renamed.lastModified).toBe(1_000);
    expect((await toFile(original, null, { type: 'text/markdown' })).type).toBe('text/markdown');
  });

  test('from a fetch Response, naming it after the URL and typing it from Content-Type', async () => {
    const response = new Response('pdf', { headers: { 'content-type': 'application/pdf; charset=binary' } });
    Object.defineProperty(response, 'url', { value: 'https://cdn.test/docs/report%202024.pdf?sig=1' });
    const file = await toFile(response);
    expect(file.name).toBe('report 2024.pdf');
    expect(file.type).toBe('application/pdf');
    expect(await text(file)).toBe('pdf');
  });

  test('from an fs.ReadStream, named after its path', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sdk-upload-'));
    const path = join(dir, 'notes.md');
    writeFileSync(path, '# notes');
    const stream = createReadStream(path);
    expect(isUploadable(stream)).toBe(true);
    const file = await toFile(stream);
    expect(file.name).toBe('notes.md');
    expect(await text(file)).toBe('# notes');
  });

  test('from an async iterable of mixed chunks', async () => {
    async function* chunks() {
      yield 'a';
      yield new TextEncoder().encode('b');
      yield new Blob(['c']);
      yield new TextEncoder().encode('d').buffer;
    }
    expect(await text(await toFile(chunks(), 'mixed.txt'))).toBe('abcd');
  });

  test('from a promise of an input', async () => {
    expect(await text(await toFile(Promise.resolve(Buffer.from('later')), 'p.txt'))).toBe('later');
  });

  test('rejects values it cannot read', async () => {
    await expect(toFile(42 as unknown as Blob)).rejects.toThrow(TypeError);
  });
});

test('isUploadable recognises files, responses and read streams', () => {
  expect(isUploadable(new File([], 'x'))).toBe(true);
  expect(isUploadable(new Blob([]))).toBe(true);
  expect(isUploadable(new Response(''))).toBe(true);
  expect(isUploadable(new Uint8Array())).toBe(false);
  expect(isUploadable('path/to/file')).toBe(false);
  expect(isUploadable({ path: 'x' })).toBe(false);
});
