import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

/**
 * Libraries that only some requests need are loaded by those requests (a dynamic `import()`),
 * not at start: each is megabytes of heap that every idle server would hold (decisions 047 and
 * 048; issue 36's memory target). This walks the server's static imports from main.ts, as
 * esbuild resolves them, and fails when one of these is reached without a dynamic import.
 */
const ON_FIRST_USE = [
  '@zxcvbn-ts/core',
  '@cantoo/pdf-lib',
  '@cantoo/fontkit',
  'stripe',
  '@sp-api-sdk/common',
  'axios',
  '@simplewebauthn/server',
  '@node-saml/node-saml',
  'nodemailer',
  'libphonenumber-js',
  'undici',
  '@opentelemetry/sdk-trace-base',
  '@opentelemetry/exporter-trace-otlp-http',
  'unzipper',
  'web-push',
  'qrcode',
  'selfsigned',
];

const packageOf = (specifier: string) => {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
};

async function packagesImportedAtStart(): Promise<{ packages: Set<string>; modules: number }> {
  const entry = fileURLToPath(new URL('./main.ts', import.meta.url));
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    metafile: true,
    write: false,
    logLevel: 'silent',
  });
  const inputs = result.metafile.inputs;
  const start = Object.keys(inputs).find((path) => path.endsWith('src/main.ts'));
  if (!start) throw new Error('main.ts is not among the bundled inputs');
  const packages = new Set<string>();
  const seen = new Set<string>([start]);
  const queue = [start];
  for (let path = queue.pop(); path !== undefined; path = queue.pop()) {
    for (const imported of inputs[path]?.imports ?? []) {
      if (imported.kind !== 'import-statement') continue; // a dynamic import() is the point
      if (imported.external) packages.add(packageOf(imported.path));
      else if (!seen.has(imported.path)) {
        seen.add(imported.path);
        queue.push(imported.path);
      }
    }
  }
  return { packages, modules: seen.size };
}

describe("the server's imports at start", () => {
  it('leave the libraries of a few requests to those requests', async () => {
    const { packages, modules } = await packagesImportedAtStart();
    // The walk itself works: it reached the app and the libraries every request uses.
    expect(modules).toBeGreaterThan(300);
    expect(packages).toContain('fastify');
    expect(packages).toContain('pg-boss');
    expect(ON_FIRST_USE.filter((name) => packages.has(name))).toEqual([]);
  }, 60_000);
});
