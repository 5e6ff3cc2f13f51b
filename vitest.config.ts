import { availableParallelism } from 'node:os';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import { reactOnPreact } from './apps/extension/scripts/extension-aliases.mjs';
import SlowFirstSequencer from './scripts/slow-first-sequencer';

// Workspace packages resolve to their TypeScript sources in tests (no build needed); the
// `@shelfscope/source` export condition points at them. Everything else resolves as usual.
const SOURCE = '@shelfscope/source';
// Not `module`: Vitest hands these conditions to Node too (--conditions), and Node then requires
// a package's `module` build from CommonJS (prom-client requiring @opentelemetry/api, whose
// `module` build has extension-less imports Node cannot load). Node itself never uses `module`.
const serverConditions = [SOURCE, ...defaultServerConditions.filter((condition) => condition !== 'module')];
const server = {
  resolve: { conditions: serverConditions },
  ssr: { resolve: { conditions: serverConditions } },
};

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one worker on CI's two. Much of a
    // server test file's time is waiting (on the job queue's polling, on PostgreSQL), so two
    // workers keep both cores busy. TEST_WORKERS sets another count.
    maxWorkers: Number(process.env.TEST_WORKERS) || Math.max(2, availableParallelism()),
    // The slowest files start first, so none starts last and holds the run on one core.
    sequence: { sequencer: SlowFirstSequencer },
    reporters: process.env.CI
      ? ['default', ['json', { outputFile: process.env.VITEST_JSON ?? '.ci/out/vitest.json' }]]
      : ['default'],
    projects: [
      {
        ...server,
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          setupFiles: ['test/one-query-at-a-time.ts'],
          globalSetup: ['test/global-setup.ts'],
          // A worker runs file after file in one module graph: the server's modules (and PGlite's
          // WebAssembly) load once per worker instead of once per file. Files stay independent:
          // each builds its own app on its own database (test/test-database.ts).
          isolate: false,
          environment: 'node',
          testTimeout: 30_000,
          // An afterAll that closes two or three instances may wait SHUTDOWN_TIMEOUT_MS (20 s) for
          // each one's running jobs: at 60 s such hooks timed out on a loaded machine with every
          // test passed (stream.test.ts, member-management.test.ts, 2026-11-30).
          hookTimeout: 120_000,
        },
      },
      {
        ...server,
        test: { name: 'contracts', root: 'packages/contracts', include: ['src/**/*.test.ts'], environment: 'node' },
      },
      {
        resolve: { conditions: [SOURCE, ...defaultClientConditions] },
        test: {
          name: 'identity-client',
          root: 'packages/identity-client',
          include: ['src/**/*.test.ts'],
          environment: 'jsdom',
          restoreMocks: true,
        },
      },
      {
        ...server,
        test: { name: 'scripts', root: 'scripts', include: ['*.test.ts'], environment: 'node' },
      },
      {
        ...server,
        test: {
          name: 'profit',
          root: 'packages/profit',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          // Property tests run hundreds of analyses: 3 s on an idle machine, past Vitest's 5 s
          // default beside other work (8.7 and 12.9 s seen), which failed a correct property.
          testTimeout: 30_000,
        },
      },
      {
        resolve: { conditions: [SOURCE, ...defaultClientConditions] },
        test: {
          name: 'login-widget',
          root: 'packages/login-widget',
          // Shared modules between files, as the web project (see there).
          isolate: false,
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          restoreMocks: true,
        },
      },
      {
        // The extension ships React's API on Preact (docs/decisions/015-extension-on-preact.md): its
        // tests resolve the same aliases. Testing Library is bundled by Vite, not loaded by Node, in
        // its ES module build (its `main` is CommonJS, whose require() no alias reaches), so that
        // its own imports of react and react-dom get them too; Preact likewise, so one copy runs.
        resolve: {
          conditions: [SOURCE, ...defaultClientConditions],
          mainFields: ['module', 'main'],
          alias: Object.entries(reactOnPreact).map(([find, replacement]) => ({
            find: new RegExp(`^${find}(?=/|$)`),
            replacement,
          })),
        },
        test: {
          name: 'extension',
          server: { deps: { inline: ['@testing-library/react', /\/node_modules\/preact\//] } },
          root: 'apps/extension',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./src/test/setup.ts'],
          restoreMocks: true,
          // Panels wait out the 600 ms save delay; a loaded two-core machine needs room.
          testTimeout: 20_000,
        },
      },
      {
        resolve: { conditions: [SOURCE, ...defaultClientConditions] },
        // The release the build stamps (apps/web/vite.config.ts); a fixed one in tests.
        define: { 'import.meta.env.SHELFSCOPE_RELEASE': JSON.stringify('v0.1.0-7-g1234abc') },
        test: {
          name: 'web',
          root: 'apps/web',
          // Files share one module graph per worker, as the server's do: React, Mantine and the
          // app's modules load once per worker instead of once per file (the web project took
          // 163 s isolated against 59 to 72 s shared, same machine). What a test leaves behind in a
          // module-level store is cleared after each test (src/test/setup.ts).
          isolate: false,
          include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
          environment: 'jsdom',
          setupFiles: ['./src/test/setup.ts'],
          // Screens render in the real providers; on a shared two-core machine a journey of
          // several screens can take seconds.
          testTimeout: 30_000,
        },
      },
    ],
  },
});
