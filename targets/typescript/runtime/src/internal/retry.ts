/** Backoff settings, in seconds (`client_settings.default_retries`). */
export interface BackoffPolicy {
  initialDelay: number;
  maxDelay: number;
}

/** Server-requested waits longer than this are ignored in favour of the backoff schedule. */
export const MAX_SERVER_WAIT_MS = 60_000;

const RETRYABLE_STATUSES = new Set([408, 409, 429]);

/**
 * Whether an error response may be retried: `x-should-retry: true|false` decides when present, else 408, 409,
 * 429 and every status ≥ 500 are retried.
 */
export function isRetryableResponse(response: Response): boolean {
  const override = response.headers.get('x-should-retry')?.trim().toLowerCase();
  if (override === 'true') return true;
  if (override === 'false') return false;
  return RETRYABLE_STATUSES.has(response.status) || response.status >= 500;
}

/**
 * The wait the server asks for, in ms: `Retry-After-Ms` first, else `Retry-After` as seconds or an HTTP date.
 * Only a wait in (0, 60 s] counts; anything else gives `undefined`.
 */
export function serverRequestedWait(headers: Headers, now: number = Date.now()): number | undefined {
  const wait = retryAfterMs(headers) ?? retryAfter(headers, now);
  return wait !== undefined && wait > 0 && wait <= MAX_SERVER_WAIT_MS ? wait : undefined;
}

function retryAfterMs(headers: Headers): number | undefined {
  return parseNumber(headers.get('retry-after-ms'));
}

function retryAfter(headers: Headers, now: number): number | undefined {
  const value = headers.get('retry-after');
  if (value === null) return undefined;
  const seconds = parseNumber(value);
  if (seconds !== undefined) return seconds * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : date - now;
}

function parseNumber(value: string | null): number | undefined {
  if (value === null || !/^\s*\d+(\.\d+)?\s*$/.test(value)) return undefined;
  return Number(value);
}

/**
 * The backoff before retry `retry` (1, 2, ...): `min(initial × 2^(retry−1), max)` seconds, minus up to 25 %
 * jitter. `random` is uniform in [0, 1).
 */
export function backoffDelay(retry: number, policy: BackoffPolicy, random: number): number {
  const base = Math.min(policy.initialDelay * 2 ** (retry - 1), policy.maxDelay);
  return base * (1 - 0.25 * random) * 1000;
}
