import { defineConfig } from 'vitest/config';

// Browser tests: Playwright drives Debian's Chromium against the built app, served by the real
// server on a fresh embedded database (see global-setup.ts). One file at a time: two cores.
export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['**/*.e2e.ts'],
    globalSetup: ['./global-setup.ts'],
    // A pg warning printed by the server fails the test during which it came.
    setupFiles: ['./pg-warnings.setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    // A shared 2-core machine can take seconds to render under load; polls wait for that, and
    // still fail when the outcome never comes.
    expect: { poll: { timeout: 10_000 } },
    pool: 'forks',
  },
});
