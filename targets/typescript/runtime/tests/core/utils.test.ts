import { afterEach, describe, expect, test, vi } from 'vitest';
import { ClientError } from '../../src/core/error.js';
import { readEnv } from '../../src/internal/env.js';
import { readEnvBoolean, readEnvNumber } from '../../src/internal/options.js';
import { path } from '../../src/internal/utils/path.js';
import { uuid4 } from '../../src/internal/utils/uuid.js';
import { getPath, splitPath, toNumber } from '../../src/internal/utils/values.js';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

describe('path', () => {
  test('encodes each value', () => {
    expect(path`/accounts/${'a/b c'}/friends/${42}`).toBe('/accounts/a%2Fb%20c/friends/42');
  });

  test('dot segments cannot change the endpoint', () => {
    expect(path`/files/${'..'}/content`).toBe('/files/%2E%2E/content');
    expect(path`/files/${'.'}`).toBe('/files/%2E');
  });

  test.each([[''], [null], [undefined]])('throws a ClientError for %o', (value) => {
    expect(() => path`/accounts/${value}/friends`).toThrow(ClientError);
    expect(() => path`/accounts/${value}/friends`).toThrow(/parameter 1 of \/accounts\/\{\}\/friends/);
  });
});

describe('readEnv', () => {
  test('trims and treats empty as unset', () => {
    vi.stubEnv('SDK_TEST_VALUE', '  value \n');
    expect(readEnv('SDK_TEST_VALUE')).toBe('value');
    vi.stubEnv('SDK_TEST_VALUE', '   ');
    expect(readEnv('SDK_TEST_VALUE')).toBeUndefined();
    expect(readEnv('SDK_TEST_MISSING_VALUE')).toBeUndefined();
  });

  test('reads Deno.env when there is no process', () => {
    vi.stubGlobal('process', undefined);
    vi.stubGlobal('Deno', { env: { get: (name: string) => (name === 'X' ? ' deno ' : undefined) } });
    expect(readEnv('X')).toBe('deno');
  });

  test('gives undefined when environment access is denied', () => {
    vi.stubGlobal('process', undefined);
    vi.stubGlobal('Deno', {
      env: {
        get: () => {
          throw new Error('PermissionDenied');
        },
      },
    });
    expect(readEnv('X')).toBeUndefined();
  });

  test('typed option readers', () => {
    vi.stubEnv('SDK_NUM', '2.5');
    vi.stubEnv('SDK_BAD_NUM', 'many');
    vi.stubEnv('SDK_BOOL', 'Yes');
    vi.stubEnv('SDK_BAD_BOOL', 'perhaps');
    expect(readEnvNumber('SDK_NUM')).toBe(2.5);
    expect(readEnvNumber('SDK_BAD_NUM')).toBeUndefined();
    expect(readEnvBoolean('SDK_BOOL')).toBe(true);
    expect(readEnvBoolean('SDK_BAD_BOOL')).toBeUndefined();
    expect(readEnvBoolean('SDK_UNSET_BOOL')).toBeUndefined();
  });
});

describe('uuid4', () => {
  const pattern = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

  test('uses crypto.randomUUID', () => {
    expect(uuid4()).toMatch(pattern);
    expect(uuid4()).not.toBe(uuid4());
  });

  test('falls back to getRandomValues, then Math.random', () => {
    vi.stubGlobal('crypto', { getRandomValues: (bytes: Uint8Array) => bytes.fill(0xff) });
    expect(uuid4()).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
    vi.stubGlobal('crypto', undefined);
    expect(uuid4()).toMatch(pattern);
  });
});

test('value helpers', () => {
  expect(getPath({ a: { b: [1] } }, ['a', 'b'])).toEqual([1]);
  expect(getPath({ a: null }, ['a', 'b'])).toBeUndefined();
  expect(getPath(5, [])).toBe(5);
  expect(splitPath('error.message')).toEqual(['error', 'message']);
  expect(toNumber('12')).toBe(12);
  expect(toNumber('')).toBeUndefined();
  expect(toNumber(Number.NaN)).toBeUndefined();
});
