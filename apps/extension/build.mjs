// Builds the extension into dist/ (load it unpacked) and shelfscope-extension.zip (docs/extension.md).
// esbuild bundles each entry on its own (a content script cannot import modules); the build is
// skipped when no input changed since the last one (the root build runs on every `npm start`).
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, transform } from 'esbuild';
import { releaseVersion } from '../../scripts/release-version.mjs';
import { reactOnPreact } from './scripts/extension-aliases.mjs';
import { manifest } from './scripts/manifest.mjs';
import { zip } from './scripts/zip.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const out = path.join(here, 'dist');
const zipPath = path.join(here, 'shelfscope-extension.zip');
const stampPath = path.join(out, '.build-inputs.json');
const require = createRequire(import.meta.url);

/** development (default): http://localhost:3000; production: the production server. */
const mode = process.env.SHELFSCOPE_EXTENSION_MODE === 'production' ? 'production' : 'development';
/** The production server; a self-hosted deployment builds with its own. */
const PRODUCTION_URL = process.env.SHELFSCOPE_EXTENSION_SERVER_URL ?? 'https://app.shelfscope.com';
const serverUrl = mode === 'production' ? PRODUCTION_URL : 'http://localhost:3000';
// Development builds also reach a server on 127.0.0.1 (any port): the end-to-end tests' server.
const servers = mode === 'production' ? [PRODUCTION_URL] : [serverUrl, 'http://127.0.0.1:3000', PRODUCTION_URL];
const { version } = JSON.parse(readFileSync(path.join(here, 'package.json'), 'utf8'));
// The release stamp (scripts/release-version.mjs; SHELFSCOPE_RELEASE when scripts/build.mjs runs
// this): a new release builds again, so the options page never shows an old one.
const release = releaseVersion();
const settings = JSON.stringify({ mode, serverUrl, servers, version, release });

/** Whether dist/ was built with these settings from inputs none of which changed since. */
function isUpToDate() {
  if (process.argv.includes('--force') || !existsSync(stampPath) || !existsSync(zipPath)) return false;
  const stamp = JSON.parse(readFileSync(stampPath, 'utf8'));
  if (stamp.settings !== settings) return false;
  const builtAt = statSync(stampPath).mtimeMs;
  return stamp.inputs.every((file) => existsSync(file) && statSync(file).mtimeMs <= builtAt);
}

/** `import css from './x.css?inline'`: the file's text (as Vite does, so tests read it too). */
const inlineText = {
  name: 'inline-text',
  setup(b) {
    b.onResolve({ filter: /\?inline$/ }, (args) => {
      const request = args.path.replace(/\?inline$/, '');
      const file = request.startsWith('.')
        ? path.resolve(args.resolveDir, request)
        : require.resolve(request, { paths: [args.resolveDir] });
      return { path: file, namespace: 'inline-text' };
    });
    // Style sheets are minified like the scripts that carry them (comments and indentation are
    // a tenth of panel.css, shipped in every script that shows the panel).
    b.onLoad({ filter: /.*/, namespace: 'inline-text' }, async (args) => {
      const text = readFileSync(args.path, 'utf8');
      const contents = args.path.endsWith('.css') ? (await transform(text, { loader: 'css', minify: true })).code : text;
      return { contents, loader: 'text', watchFiles: [args.path] };
    });
  },
};

async function run() {
  const started = performance.now();
  if (isUpToDate()) {
    console.log(`extension: up to date (${Math.round(performance.now() - started)} ms)`);
    return;
  }
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  const common = {
    bundle: true,
    minify: true,
    sourcemap: mode === 'production' ? false : 'linked',
    target: 'chrome116',
    jsx: 'automatic',
    conditions: ['@shelfscope/source'],
    define: {
      __SHELFSCOPE_SERVER_URL__: JSON.stringify(serverUrl),
      'process.env.NODE_ENV': '"production"',
    },
    // React's API on Preact (docs/decisions/015-extension-on-preact.md): react-dom alone was 60 kB
    // gzip of a content script's 60 kB budget. The tests resolve the same aliases (extension-aliases.mjs).
    alias: reactOnPreact,
    plugins: [inlineText],
    logLevel: 'warning',
    metafile: true,
    legalComments: 'none',
  };
  const results = await Promise.all([
    build({
      ...common,
      entryPoints: { background: 'src/background/service-worker.ts' },
      format: 'esm',
      outdir: out,
      absWorkingDir: here,
    }),
    build({
      ...common,
      entryPoints: { content: 'src/content/content.tsx', popup: 'src/popup/popup.tsx', options: 'src/options/options.tsx' },
      format: 'iife',
      outdir: out,
      absWorkingDir: here,
    }),
  ]);
  cpSync(path.join(here, 'public'), out, { recursive: true });
  writeFileSync(
    path.join(out, 'manifest.json'),
    `${JSON.stringify(manifest({ version, release, servers, withKey: mode === 'development' }), null, 2)}\n`,
  );

  const files = [];
  const walk = (dir) => {
    for (const name of readdirSync(dir).sort()) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (!name.endsWith('.map') && !name.startsWith('.'))
        files.push([path.relative(out, full).split(path.sep).join('/'), readFileSync(full)]);
    }
  };
  walk(out);
  writeFileSync(zipPath, zip(files));

  const inputs = new Set([path.join(here, 'build.mjs'), path.join(here, 'package.json')]);
  for (const dir of ['public', 'scripts'])
    for (const name of readdirSync(path.join(here, dir), { recursive: true })) inputs.add(path.join(here, dir, name));
  for (const result of results)
    for (const file of Object.keys(result.metafile.inputs)) inputs.add(path.resolve(here, file.replace(/^inline-text:/, '')));
  writeFileSync(
    stampPath,
    JSON.stringify({ settings, inputs: [...inputs].filter((f) => existsSync(f) && statSync(f).isFile()) }),
  );
  const size = files.reduce((n, [, data]) => n + data.length, 0);
  console.log(
    `extension: built ${mode} for ${serverUrl} in ${Math.round(performance.now() - started)} ms (${files.length} files, ${Math.round(size / 1024)} kB; zip ${Math.round(statSync(zipPath).size / 1024)} kB)`,
  );
}

await run();
