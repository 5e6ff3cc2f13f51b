import react from '@vitejs/plugin-react';
import { defaultClientConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// The same settings as the `login-widget` project of the root vitest.config.ts, so the package's
// tests also run on their own: `npx vitest run --config packages/login-widget/vitest.config.ts`.
export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['@shelfscope/source', ...defaultClientConditions] },
  test: {
    name: 'login-widget',
    root: import.meta.dirname,
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    restoreMocks: true,
  },
});
