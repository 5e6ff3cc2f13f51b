import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { reactOnPreact } from '../apps/extension/scripts/extension-aliases.mjs';

// What the packaged scripts bundle, checked by their inputs rather than their sizes (sizes are
// the benchmark's: npm run bench -- extension). A value imported from a contracts module that
// builds zod schemas at its top level brings all of zod (93 kB gzip) into every product page: it
// happened once, through EXTENSION_COST_PATHS in product.ts (product-fields.ts now).
const root = fileURLToPath(new URL('../apps/extension/', import.meta.url));

async function inputsOf(entry: string): Promise<string[]> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    format: 'iife',
    target: 'chrome116',
    jsx: 'automatic',
    conditions: ['@shelfscope/source'],
    alias: reactOnPreact,
    loader: { '.css': 'text', '.svg': 'text' },
    define: { __SHELFSCOPE_SERVER_URL__: '"http://127.0.0.1:3000"', 'process.env.NODE_ENV': '"production"' },
    metafile: true,
    logLevel: 'silent',
    absWorkingDir: root,
  });
  const output = Object.values(result.metafile.outputs)[0];
  if (!output) throw new Error(`no output for ${entry}`);
  return Object.keys(output.inputs).map((input) => input.split(path.sep).join('/'));
}

describe('the extension’s packaged scripts', () => {
  // The service worker checks one message with zod's small build (zod/mini), within its budget.
  it.each([
    ['content script', 'src/content/content.tsx'],
    ['popup', 'src/popup/popup.tsx'],
  ])('the %s bundles neither zod nor React itself', async (_name, entry) => {
    const inputs = await inputsOf(entry);
    expect(inputs.some((input) => input.includes('packages/contracts/src/'))).toBe(true);
    expect(inputs.filter((input) => input.includes('node_modules/zod/'))).toEqual([]);
    expect(inputs.filter((input) => /node_modules\/react(-dom)?\//.test(input))).toEqual([]);
  });
});
