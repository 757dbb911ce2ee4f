import { defineConfig } from 'vitest/config';

// Unit and integration tests (server through buildApp and real HTTP, shared helpers).
// Browser tests have their own config in e2e/.
export default defineConfig({
  test: {
    include: ['server/**/*.test.ts', 'shared/**/*.test.ts', 'client/**/*.test.ts', 'scripts/**/*.test.ts'],
    // Generous: seeding demo content (pictures included) on a busy 2-core machine takes a while.
    testTimeout: 90_000,
    hookTimeout: 180_000,
    pool: 'forks',
    maxWorkers: 2,
    // Files in one worker share its loaded modules: loading the server's module graph anew for
    // each of ~140 files was 40 % of the suite's CPU. Safe because no test mocks a module and
    // every file builds its own app, database and caches (test/test-app.ts).
    isolate: false,
    // A process warning from pg (two queries at once on one connection) fails the test.
    setupFiles: ['server/test/support/pg-warnings.setup.ts'],
  },
});
