/**
 * A random (version 4) UUID. `crypto.randomUUID` is missing outside secure browser contexts and on old
 * runtimes, so the fallback builds one from `crypto.getRandomValues`, or `Math.random` as a last resort.
 */
export function uuid4(): string {
  const crypto = (globalThis as { crypto?: Partial<Crypto> }).crypto;
  if (typeof crypto?.randomUUID === 'function') return crypto.randomUUID();
  const bytes = randomBytes(16, crypto);
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return [hex.slice(0, 8), hex.slice(8, 12), hex.slice(12, 16), hex.slice(16, 20), hex.slice(20)].join('-');
}

function randomBytes(length: number, crypto: Partial<Crypto> | undefined): Uint8Array {
  const bytes = new Uint8Array(length);
  if (typeof crypto?.getRandomValues === 'function') return crypto.getRandomValues(bytes);
  for (let i = 0; i < length; i++) bytes[i] = Math.floor(Math.random() * 256);
  return bytes;
}
