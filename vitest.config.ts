import { defineConfig } from 'vitest/config';

// Unit and integration tests (server through buildApp and real HTTP, shared helpers).
// Browser tests have their own config in e2e/.
export default defineConfig({
  test: {
    include: ['server/**/*.test.ts', 'shared/**/*.test.ts', 'client/**/*.test.ts', 'scripts/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 2,
  },
});
