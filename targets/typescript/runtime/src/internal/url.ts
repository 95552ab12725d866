import { ClientError } from '../core/error.js';
import { readEnv } from './env.js';

/** What picks the base URL. */
export interface BaseURLInput {
  environments: Readonly<Record<string, string>>;
  defaultEnvironment?: string | undefined;
  envPrefix: string;
  baseURL?: string | null | undefined;
  environment?: string | undefined;
  serverVariables?: Readonly<Record<string, string | null | undefined>> | undefined;
}

/**
 * The base URL: the `baseURL` option, else `<PREFIX>_BASE_URL`, else the `environment` option, else the default
 * environment. A base URL (option or variable) and an environment together are ambiguous, an error, unless
 * `baseURL` is `null`, which ignores the variable. Environment URLs have their `{var}` placeholders filled from
 * `serverVariables`, URL-escaped.
 */
export function resolveBaseURL(input: BaseURLInput): string {
  const { baseURL, environment, envPrefix } = input;
  const fromEnv = baseURL === null ? undefined : readEnv(`${envPrefix}_BASE_URL`);
  if ((baseURL || fromEnv) && environment) {
    throw new ClientError(
      `Ambiguous URL; The \`baseURL\` option (or ${envPrefix}_BASE_URL env var) and the \`environment\` option are given. If you want to use the environment you must pass baseURL: null`,
    );
  }
  if (baseURL) return baseURL;
  if (fromEnv) return fromEnv;
  const name = environment ?? input.defaultEnvironment ?? Object.keys(input.environments)[0];
  if (name === undefined) {
    throw new ClientError(`No base URL: pass the \`baseURL\` option or set ${envPrefix}_BASE_URL.`);
  }
  const template = input.environments[name];
  if (template === undefined) {
    const known = Object.keys(input.environments).join(', ');
    throw new ClientError(`Unknown environment '${name}'; expected one of: ${known}.`);
  }
  return fillServerVariables(template, input.serverVariables ?? {}, name);
}

function fillServerVariables(
  template: string,
  values: Readonly<Record<string, string | null | undefined>>,
  environment: string,
): string {
  return template.replace(/\{([^{}]+)\}/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined || value === null || value === '') {
      throw new ClientError(
        `The ${environment} environment URL ${template} needs a value for {${name}}; pass it in the client options.`,
      );
    }
    return encodeURIComponent(value);
  });
}

/** Whether `path` is a full URL rather than a path under the base URL. */
export function isAbsoluteURL(path: string): boolean {
  return /^[a-z][a-z\d+.-]*:\/\//i.test(path);
}

/** Joins a base URL and a path with exactly one slash, whether or not the base ends with one. */
export function joinURL(baseURL: string, path: string): string {
  if (isAbsoluteURL(path)) return path;
  if (path === '') return baseURL;
  return `${baseURL.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/** Appends an encoded query string to a URL that may already have one. */
export function appendQuery(url: string, query: string): string {
  if (query === '') return url;
  return `${url}${url.includes('?') ? '&' : '?'}${query}`;
}
