interface EnvGlobals {
  process?: { env?: Record<string, string | undefined> };
  Deno?: { env?: { get?(name: string): string | undefined } };
}

/**
 * Reads an environment variable from `process.env` (Node, Bun, Deno 2) or `Deno.env`. The value is trimmed and
 * an empty value counts as unset. Runtimes without environment access (browsers, Deno without `--allow-env`)
 * give `undefined`.
 */
export function readEnv(name: string): string | undefined {
  const globals = globalThis as EnvGlobals;
  let value: string | undefined;
  try {
    value = globals.process?.env?.[name] ?? globals.Deno?.env?.get?.(name);
  } catch {
    value = undefined;
  }
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}
