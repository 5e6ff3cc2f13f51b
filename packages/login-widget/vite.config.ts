import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

/**
 * Two builds. Default mode: the library (ES module, React external as a peer dependency) in
 * dist/lib. `--mode standalone`: one IIFE with React inside, exposing
 * `window.ShelfScopeLogin.mount`, in dist/standalone. Both bundle @shelfscope/identity-client
 * from its TypeScript source (the `@shelfscope/source` condition).
 */
export default defineConfig(({ mode }) => {
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
