import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { releaseVersion } from '../../scripts/release-version.mjs';
import { serviceWorker } from './pwa/service-worker-plugin';

// In development the API runs on its own port (npm run dev starts both); Vite forwards to it.
const API = process.env.SHELFSCOPE_API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), serviceWorker()],
  // The release shown in the navigation's foot (components/release.ts); scripts/build.mjs passes
  // its own as SHELFSCOPE_RELEASE and builds the web app again when it changes.
  define: { 'import.meta.env.SHELFSCOPE_RELEASE': JSON.stringify(releaseVersion()) },
  resolve: { conditions: ['@shelfscope/source', ...defaultClientConditions] },
  server: {
    port: 5173,
    proxy: Object.fromEntries(
      ['/api', '/sdk', '/v1', '/dev', '/.well-known'].map((p) => [p, { target: API, changeOrigin: false }]),
    ),
  },
  build: {
    outDir: 'dist',
    // Maps are written beside the build for reading reported stack traces on the server
    // (docs/operations.md), but neither named in the scripts nor served (spa.ts refuses .map).
    sourcemap: 'hidden',
    // Hashed file names under assets/ are cached for a year by the server.
    assetsDir: 'assets',
    // Bundle budgets are measured by `npm run bench`, not by this warning.
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      // Two pages: the app, and the sign-in page's light entry (sign-in.html, sign-in-main.tsx),
      // which the server sends to a visit that starts on a sign-in address (issue 36's budget).
      input: { index: 'index.html', 'sign-in': 'sign-in.html' },
      output: {
        // Floating-position code (menus, popovers, selects, tooltips) in a chunk of its own: left to
        // itself the bundler put it in one chunk with the scroll area that the shell's navigation
        // needs, so every first page loaded it (issue 36's budget).
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [{ name: 'floating-ui', test: /node_modules[\\/]@floating-ui[\\/]/ }],
        },
      },
    },
  },
});
