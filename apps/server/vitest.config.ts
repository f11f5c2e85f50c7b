import { defineProject } from 'vitest/config';

const base = {
  environment: 'node' as const,
  include: ['src/**/*.test.ts'],
  globalSetup: ['./test/support/global-setup.ts'],
  setupFiles: ['./test/support/per-file-setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
  // The test files of a worker share one module graph (imported once, not once per file): no
  // test mocks a module, and each file opens its own database and app (decision 016).
  isolate: false,
};

/**
 * API tests run on PGlite always, and a second time on PostgreSQL when TEST_DATABASE_URL is set
 * (see vitest.workspace in the root config).
 */
export default defineProject({
  test: { ...base, name: 'server', env: { TEST_DB: 'pglite' } },
});
