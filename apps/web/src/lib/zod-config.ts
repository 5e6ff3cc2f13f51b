/**
 * zod's settings for this app, made without loading zod: zod keeps them on
 * `globalThis.__zod_globalConfig` (zod/v4/core/core.js creates the object if none is there and
 * keeps that same object), so the first page need not carry zod's core to call `z.config`
 * (issue 36's budget). zod-config.test.ts checks that zod reads them.
 */
export function configureZod(): void {
  const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
  holder.__zod_globalConfig ??= {};
  // The page's Content-Security-Policy allows no eval: zod then neither compiles parsers with
  // `new Function` nor probes whether it may (a refused probe is reported as a CSP violation).
  holder.__zod_globalConfig.jitless = true;
}
