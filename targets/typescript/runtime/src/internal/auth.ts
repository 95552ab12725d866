import { ClientError } from '../core/error.js';

/** Where a credential comes from, for the error raised when it is missing. */
export interface CredentialSource {
  /** Environment variables read for the credentials, e.g. `['ACME_API_KEY']`. */
  env?: readonly string[];
  /** Client options that carry the credentials, e.g. `['apiKey']`. */
  options?: readonly string[];
}

/** `Authorization: <keyword> <token>`; the keyword defaults to `Bearer`. Satisfied when `token` is set. */
export interface BearerAuthScheme extends CredentialSource {
  type: 'bearer';
  token: string | null | undefined;
  keyword?: string;
}

/**
 * `Authorization: <keyword> base64(username:password)`; the keyword defaults to `Basic`. `base64: false` sends
 * `username:password` as is (`x-sdkgen-auth.disable_base64`). Satisfied when `username` is set; a missing
 * password is sent as empty, as APIs that take an API key as the username expect.
 */
export interface BasicAuthScheme extends CredentialSource {
  type: 'basic';
  username: string | null | undefined;
  password?: string | null | undefined;
  keyword?: string;
  base64?: boolean;
}

/** An API key sent as the header or query parameter `name`. Satisfied when `value` is set. */
export interface ApiKeyAuthScheme extends CredentialSource {
  type: 'apiKey';
  in: 'header' | 'query';
  name: string;
  value: string | null | undefined;
}

/** One security scheme with the client's credentials for it. */
export type AuthScheme = BearerAuthScheme | BasicAuthScheme | ApiKeyAuthScheme;

/** Headers and query params carrying the credentials of the chosen alternative. */
export interface AppliedAuth {
  headers: Record<string, string>;
  query: Record<string, string>;
}

/**
 * Applies the first security alternative whose credentials are all present. An empty alternative (`{}` in the
 * spec) is always satisfied and sends nothing; no alternatives at all (`security: []`) sends nothing either.
 * When alternatives exist and none is satisfied, throws a `ClientError` naming the env vars and options.
 */
export function applyAuth(
  schemes: Readonly<Record<string, AuthScheme>>,
  security: readonly (readonly string[])[],
): AppliedAuth {
  const applied: AppliedAuth = { headers: {}, query: {} };
  if (security.length === 0) return applied;
  const chosen = security.find((alternative) =>
    alternative.every((name) => isSatisfied(scheme(schemes, name))),
  );
  if (!chosen) throw missingCredentials(schemes, security);
  for (const name of chosen) addCredentials(scheme(schemes, name), applied);
  return applied;
}

function scheme(schemes: Readonly<Record<string, AuthScheme>>, name: string): AuthScheme {
  const found = schemes[name];
  if (!found) throw new ClientError(`Unknown security scheme '${name}'.`);
  return found;
}

function isSatisfied(scheme: AuthScheme): boolean {
  switch (scheme.type) {
    case 'bearer':
      return Boolean(scheme.token);
    case 'basic':
      // A scheme that binds a password needs it; one that binds none (an API key sent as the username) does not.
      return Boolean(scheme.username) && (!('password' in scheme) || scheme.password != null);
    case 'apiKey':
      return Boolean(scheme.value);
  }
}

function addCredentials(scheme: AuthScheme, applied: AppliedAuth): void {
  switch (scheme.type) {
    case 'bearer':
      applied.headers['Authorization'] = `${scheme.keyword ?? 'Bearer'} ${scheme.token}`;
      break;
    case 'basic': {
      const pair = `${scheme.username}:${scheme.password ?? ''}`;
      const encoded = scheme.base64 === false ? pair : base64(pair);
      applied.headers['Authorization'] = `${scheme.keyword ?? 'Basic'} ${encoded}`;
      break;
    }
    case 'apiKey':
      if (scheme.in === 'query') applied.query[scheme.name] = scheme.value!;
      else applied.headers[scheme.name] = scheme.value!;
      break;
  }
}

function base64(text: string): string {
  // btoa takes Latin-1 only, so encode as UTF-8 first.
  const bytes = new TextEncoder().encode(text);
  return btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join(''));
}

function missingCredentials(
  schemes: Readonly<Record<string, AuthScheme>>,
  security: readonly (readonly string[])[],
): ClientError {
  const ways = security.map((alternative) =>
    alternative.map((name) => describeSource(name, schemes[name])).join(' and '),
  );
  return new ClientError(`Missing credentials. Provide ${ways.join('; or ')}.`);
}

function describeSource(name: string, scheme: AuthScheme | undefined): string {
  const env = listOf(scheme?.env, 'environment variable');
  const options = listOf(scheme?.options, 'client option');
  const sources = [env, options].filter(Boolean).join(' or ');
  return sources ? `${sources} (${name})` : `credentials for ${name}`;
}

function listOf(names: readonly string[] | undefined, noun: string): string | undefined {
  if (!names?.length) return undefined;
  return `the ${names.join(' and ')} ${noun}${names.length > 1 ? 's' : ''}`;
}

/** Header and query-param names that carry credentials, lowercased, for log redaction. */
export function secretNames(schemes: Readonly<Record<string, AuthScheme>>): Set<string> {
  const names = new Set<string>();
  for (const scheme of Object.values(schemes)) {
    names.add(scheme.type === 'apiKey' ? scheme.name.toLowerCase() : 'authorization');
  }
  return names;
}
