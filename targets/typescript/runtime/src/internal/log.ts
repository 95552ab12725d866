/** Log levels, most verbose first; `off` disables logging. */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'off';

/** A logger such as `console`, pino or winston. */
export interface Logger {
  error(message: string, ...rest: unknown[]): void;
  warn(message: string, ...rest: unknown[]): void;
  info(message: string, ...rest: unknown[]): void;
  debug(message: string, ...rest: unknown[]): void;
}

const SEVERITY: Readonly<Record<LogLevel, number>> = { off: 0, error: 1, warn: 2, info: 3, debug: 4 };

/** The level when neither the `logLevel` option nor `<PREFIX>_LOG` sets one. */
export const DEFAULT_LOG_LEVEL: LogLevel = 'warn';

/** Whether `value` names a log level. */
export function isLogLevel(value: unknown): value is LogLevel {
  return typeof value === 'string' && Object.hasOwn(SEVERITY, value);
}

/**
 * Picks the level: the option, else the environment variable (case-insensitive), else `warn`. An unknown
 * environment value is reported on `logger` and ignored.
 */
export function resolveLogLevel(
  option: LogLevel | undefined,
  envName: string,
  envValue: string | undefined,
  logger: Logger,
): LogLevel {
  if (option !== undefined) return option;
  if (envValue === undefined) return DEFAULT_LOG_LEVEL;
  const level = envValue.toLowerCase();
  if (isLogLevel(level)) return level;
  logger.warn(
    `${envName} is '${envValue}', which is not one of debug, info, warn, error or off; using warn.`,
  );
  return DEFAULT_LOG_LEVEL;
}

/** Wraps `logger` so that messages below `level` are dropped and each line starts with `prefix`. */
export function levelLogger(logger: Logger, level: LogLevel, prefix: string): Logger {
  const method = (name: Exclude<LogLevel, 'off'>) =>
    SEVERITY[name] <= SEVERITY[level]
      ? (message: string, ...rest: unknown[]) => logger[name](`${prefix} ${message}`, ...rest)
      : () => undefined;
  return { error: method('error'), warn: method('warn'), info: method('info'), debug: method('debug') };
}

const SECRET_HEADERS = new Set(['authorization', 'proxy-authorization', 'cookie', 'set-cookie']);
const SECRET_NAME_PATTERN = /api[-_]?key|token|secret|password/i;
const REDACTED = '***';

/** A copy of `headers` safe to log: credentials and API-key headers are masked. */
export function redactHeaders(headers: Headers, secretNames: ReadonlySet<string>): Record<string, string> {
  const safe: Record<string, string> = {};
  headers.forEach((value, name) => {
    safe[name] = isSecretName(name, secretNames) ? REDACTED : value;
  });
  return safe;
}

/** `url` with the values of secret query params (API keys sent in the query) masked. */
export function redactURL(url: string, secretNames: ReadonlySet<string>): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return url;
  }
  const secrets = [...parsed.searchParams.keys()].filter((name) => isSecretName(name, secretNames));
  if (secrets.length === 0) return url;
  for (const name of new Set(secrets)) parsed.searchParams.set(name, REDACTED);
  return parsed.toString();
}

function isSecretName(name: string, secretNames: ReadonlySet<string>): boolean {
  const lower = name.toLowerCase();
  return SECRET_HEADERS.has(lower) || secretNames.has(lower) || SECRET_NAME_PATTERN.test(lower);
}
