import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    setupFiles: ['tests/setup.ts'],
    environment: 'node',
    pool: 'threads',
    testTimeout: 60_000,
  },
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
});
