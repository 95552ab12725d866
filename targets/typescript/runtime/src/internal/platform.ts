/** The runtime the SDK runs on, as sent in the `X-Sdkgen-*` headers. */
export interface PlatformInfo {
  os: string;
  arch: string;
  runtime: string;
  runtimeVersion: string;
}

interface PlatformGlobals {
  Deno?: { build?: { os?: string; arch?: string }; version?: { deno?: string } };
  EdgeRuntime?: unknown;
  process?: {
    platform?: string;
    arch?: string;
    version?: string;
    versions?: Record<string, string | undefined>;
  };
  navigator?: { userAgent?: string };
  window?: { document?: unknown };
}

const OS_NAMES: Readonly<Record<string, string>> = {
  darwin: 'MacOS',
  linux: 'Linux',
  win32: 'Windows',
  windows: 'Windows',
  freebsd: 'FreeBSD',
  openbsd: 'OpenBSD',
  netbsd: 'NetBSD',
  android: 'Android',
  ios: 'iOS',
  aix: 'AIX',
  sunos: 'SunOS',
};

const ARCH_NAMES: Readonly<Record<string, string>> = {
  x64: 'x64',
  x86_64: 'x64',
  ia32: 'x32',
  x32: 'x32',
  arm: 'arm',
  arm64: 'arm64',
  aarch64: 'arm64',
};

const BROWSERS: ReadonlyArray<{ name: string; pattern: RegExp }> = [
  { name: 'edge', pattern: /Edg(?:e|A|iOS)?\/(\d+(?:\.\d+)*)/ },
  { name: 'firefox', pattern: /Firefox\/(\d+(?:\.\d+)*)/ },
  { name: 'chrome', pattern: /Chrome\/(\d+(?:\.\d+)*)/ },
  { name: 'safari', pattern: /Version\/(\d+(?:\.\d+)*).*Safari\// },
];

/** Detects the OS, CPU architecture and runtime from the given globals (the real ones by default). */
export function detectPlatform(globals: PlatformGlobals = globalThis as PlatformGlobals): PlatformInfo {
  const deno = globals.Deno;
  if (deno?.build) {
    return info(deno.build.os, deno.build.arch, 'deno', deno.version?.deno);
  }
  const process = globals.process;
  if (process?.versions?.['bun']) {
    return info(process.platform, process.arch, 'bun', process.versions['bun']);
  }
  if (globals.EdgeRuntime !== undefined) return info(undefined, undefined, 'vercel-edge', undefined);
  if (process?.versions?.['node']) {
    return info(process.platform, process.arch, 'node', process.version ?? process.versions['node']);
  }
  const userAgent = globals.navigator?.userAgent;
  if (userAgent === 'Cloudflare-Workers') return info(undefined, undefined, 'workerd', undefined);
  if (userAgent) return browserInfo(userAgent);
  return info(undefined, undefined, 'unknown', undefined);
}

function info(
  os: string | undefined,
  arch: string | undefined,
  runtime: string,
  version: string | undefined,
): PlatformInfo {
  return {
    os: os ? (OS_NAMES[os.toLowerCase()] ?? `Other:${os}`) : 'Unknown',
    arch: arch ? (ARCH_NAMES[arch.toLowerCase()] ?? `other:${arch}`) : 'unknown',
    runtime,
    runtimeVersion: version ?? 'unknown',
  };
}

function browserInfo(userAgent: string): PlatformInfo {
  for (const { name, pattern } of BROWSERS) {
    const match = pattern.exec(userAgent);
    if (match) return info(undefined, undefined, `browser:${name}`, match[1]);
  }
  return info(undefined, undefined, 'browser', undefined);
}

let cachedHeaders: Readonly<Record<string, string>> | undefined;

/** `X-Sdkgen-OS/Arch/Runtime/Runtime-Version`, computed once per process. */
export function platformHeaders(): Readonly<Record<string, string>> {
  if (!cachedHeaders) {
    const platform = detectPlatform();
    cachedHeaders = {
      'X-Sdkgen-OS': platform.os,
      'X-Sdkgen-Arch': platform.arch,
      'X-Sdkgen-Runtime': platform.runtime,
      'X-Sdkgen-Runtime-Version': platform.runtimeVersion,
    };
  }
  return cachedHeaders;
}

/** Whether the code runs in a web page (not in Node, Deno, workers or edge runtimes). */
export function isBrowser(globals: PlatformGlobals = globalThis as PlatformGlobals): boolean {
  return (
    typeof globals.window === 'object' &&
    globals.window !== null &&
    typeof globals.window.document !== 'undefined' &&
    typeof globals.navigator !== 'undefined'
  );
}
