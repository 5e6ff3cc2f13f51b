import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

// In development the API runs on its own port (npm run dev starts both); Vite forwards to it.
const API = process.env.SHELFSCOPE_API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['@shelfscope/source', ...defaultClientConditions] },
  server: {
    port: 5173,
    proxy: Object.fromEntries(
      ['/api', '/sdk', '/v1', '/dev', '/.well-known'].map((p) => [p, { target: API, changeOrigin: false }]),
    ),
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // Hashed file names under assets/ are cached for a year by the server.
    assetsDir: 'assets',
    // Bundle budgets are measured by `npm run bench`, not by this warning.
    chunkSizeWarningLimit: 800,
  },
});
