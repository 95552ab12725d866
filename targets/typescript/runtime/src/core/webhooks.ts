import { ClientError } from './error.js';

/** The signature of a webhook delivery could not be verified. */
export class WebhookVerificationError extends ClientError {}

type HeadersLike = Headers | Record<string, string | string[] | undefined>;

/** How far a delivery's timestamp may be from the current time, in seconds. */
const TOLERANCE_SECONDS = 300;

function header(headers: HeadersLike, name: string): string | undefined {
  if (typeof (headers as Headers).get === 'function') {
    return (headers as Headers).get(name) ?? undefined;
  }
  const record = headers as Record<string, string | string[] | undefined>;
  const key = Object.keys(record).find((k) => k.toLowerCase() === name);
  const value = key === undefined ? undefined : record[key];
  return Array.isArray(value) ? value[0] : value;
}

function decodeBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const out = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) out[i] = binary.charCodeAt(i);
  return out;
}

function encodeBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}

/** Compares in time independent of where the strings differ. */
function constantTimeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/**
 * Verifies a Standard Webhooks signature: the `webhook-signature` header holds space-separated `v1,<base64>`
 * HMAC-SHA256 signatures of `<webhook-id>.<webhook-timestamp>.<body>`, keyed by the secret (without its `whsec_`
 * prefix, base64-decoded). Throws WebhookVerificationError when no signature matches or the timestamp is more than
 * five minutes away.
 */
export async function verifyWebhookSignature(
  body: string,
  headers: HeadersLike,
  secret: string,
  now: Date = new Date(),
): Promise<void> {
  const id = header(headers, 'webhook-id');
  const timestamp = header(headers, 'webhook-timestamp');
  const signatures = header(headers, 'webhook-signature');
  if (!id || !timestamp || !signatures) {
    throw new WebhookVerificationError('Missing webhook-id, webhook-timestamp or webhook-signature header');
  }
  const sent = Number(timestamp);
  if (!Number.isFinite(sent) || Math.abs(now.getTime() / 1000 - sent) > TOLERANCE_SECONDS) {
    throw new WebhookVerificationError('Webhook timestamp is too old or too new');
  }
  const key = await crypto.subtle.importKey(
    'raw',
    decodeBase64(secret.replace(/^whsec_/, '')),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const signed = await crypto.subtle.sign(
    'HMAC',
    key,
    new TextEncoder().encode(`${id}.${timestamp}.${body}`),
  );
  const expected = encodeBase64(new Uint8Array(signed));
  for (const candidate of signatures.split(' ')) {
    const [version, signature] = candidate.split(',', 2);
    if (version === 'v1' && signature !== undefined && constantTimeEqual(signature, expected)) return;
  }
  throw new WebhookVerificationError('No webhook signature matches');
}

/** Parses a webhook body without verifying it. */
export function parseWebhook<T>(body: string): T {
  try {
    return JSON.parse(body) as T;
  } catch (err) {
    throw new ClientError(`Webhook body is not JSON: ${String(err)}`);
  }
}
