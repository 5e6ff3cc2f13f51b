import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

/**
 * Two builds. Default mode: the library (ES module, React external as a peer dependency) in
 * dist/lib. `--mode standalone`: an ES module with React inside, exposing
 * `window.ShelfScopeLogin.mount`, in dist/standalone (`<script type="module">`); what only some
 * logins need (the MFA screens, the phone-number parser) is split into chunks beside it, loaded
 * on demand. Both bundle @shelfscope/identity-client from its TypeScript source (the
 * `@shelfscope/source` condition).
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
