import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

/**
 * Three builds. Default mode: the library (ES module, React external as a peer dependency) in
 * dist/lib. `--mode standalone`: an ES module with React inside, exposing
 * `window.ShelfScopeLogin.mount`, in dist/standalone (`<script type="module">`); what only some
 * logins need (the MFA screens, the phone-number parser) is split into chunks beside it, loaded
 * on demand. Both bundle @shelfscope/identity-client from its TypeScript source (the
 * `@shelfscope/source` condition). `--mode captcha`: the captcha solver the widget loads on
 * demand (the ALTCHA widget, Turnstile's loader) in dist/captcha, served by the identity API, so
 * neither bundle above carries it.
 */
export default defineConfig(({ mode }) => {
  if (mode === 'captcha') {
    return {
      // The ALTCHA SHA worker beside the solver: the solver starts it from its own origin.
      plugins: [
        {
          name: 'altcha-sha-worker',
          generateBundle() {
            const source = readFileSync(fileURLToPath(import.meta.resolve('altcha/workers/sha')), 'utf8');
            this.emitFile({ type: 'asset', fileName: 'sha-worker.js', source });
          },
        },
      ],
      build: {
        outDir: 'dist/captcha',
        emptyOutDir: true,
        minify: true,
        target: 'es2022',
        lib: {
          entry: 'src/captcha/captcha-entry.ts',
          name: 'ShelfScopeCaptchaBundle',
          formats: ['iife'],
          fileName: () => 'captcha.js',
        },
        chunkSizeWarningLimit: 400,
      },
    };
  }
  const isStandalone = mode === 'standalone';
  return {
    plugins: [react()],
    resolve: { conditions: ['@shelfscope/source', ...defaultClientConditions] },
    // Library mode leaves process.env.NODE_ENV to the host's bundler; the standalone bundle is the host's last step.
    define: isStandalone ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
    build: {
      outDir: isStandalone ? 'dist/standalone' : 'dist/lib',
      emptyOutDir: true,
      sourcemap: true,
      minify: true,
      target: 'es2022',
      lib: isStandalone
        ? { entry: 'src/standalone.ts', formats: ['es'], fileName: () => 'login-widget.js' }
        : { entry: 'src/index.ts', formats: ['es'], fileName: () => 'index.js' },
      rolldownOptions: isStandalone
        ? {
            // The page reads window.ShelfScopeLogin: the entry's exports need not stay, so modules the
            // MFA chunk shares with it stay in the entry (one request at first load, not two).
            preserveEntrySignatures: false,
            output: { chunkFileNames: 'login-widget-[name]-[hash].js', minify: true },
          }
        : { external: [/^react(-dom)?(\/.*)?$/] },
      // Bundle budgets are measured by `npm run bench` (bench/widget.ts), not by this warning.
      chunkSizeWarningLimit: 400,
    },
  };
});
