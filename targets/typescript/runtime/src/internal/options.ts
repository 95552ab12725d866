import { readEnv } from './env.js';

/** Reads a numeric environment variable; a value that is not a finite number counts as unset. */
export function readEnvNumber(name: string): number | undefined {
  const value = readEnv(name);
  if (value === undefined) return undefined;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : undefined;
}

/** Reads a boolean environment variable: `true`/`1`/`yes`/`on` or `false`/`0`/`no`/`off`, case-insensitive. */
export function readEnvBoolean(name: string): boolean | undefined {
  const value = readEnv(name)?.toLowerCase();
  if (value === undefined) return undefined;
  if (['true', '1', 'yes', 'on'].includes(value)) return true;
  if (['false', '0', 'no', 'off'].includes(value)) return false;
  return undefined;
}
