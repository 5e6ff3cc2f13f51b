import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

/**
 * Three builds. Default mode: the library (ES module, React external as a peer dependency) in
 * dist/lib. `--mode standalone`: one IIFE with React inside, exposing
 * `window.ShelfScopeLogin.mount`, in dist/standalone. Both bundle @shelfscope/identity-client
 * from its TypeScript source (the `@shelfscope/source` condition). `--mode captcha`: the captcha
 * solver the widget loads on demand (the ALTCHA widget, Turnstile's loader) in dist/captcha,
 * served by the identity API, so neither bundle above carries it.
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
        ? { entry: 'src/standalone.ts', name: 'ShelfScopeLogin', formats: ['iife'], fileName: () => 'login-widget.js' }
        : { entry: 'src/index.ts', formats: ['es'], fileName: () => 'index.js' },
      rolldownOptions: isStandalone ? {} : { external: [/^react(-dom)?(\/.*)?$/] },
      // Bundle budgets are measured by `npm run bench` (bench/widget.ts), not by this warning.
      chunkSizeWarningLimit: 400,
    },
  };
});
