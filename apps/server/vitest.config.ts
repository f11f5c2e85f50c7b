import { defineProject } from 'vitest/config';
import { memoryTempDir } from './test/support/memory-temp-dir.ts';

/**
 * The server's tests, on PostgreSQL: the embedded one the product starts (one cluster per run,
 * test/support/global-setup.ts), or the server TEST_DATABASE_URL names.
 */
export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    globalSetup: ['./test/support/global-setup.ts'],
    setupFiles: ['./test/support/per-file-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // The test files of a worker share one module graph (imported once, not once per file): no
    // test mocks a module, and each file opens its own database and app (decision 016).
    isolate: false,
    // The server's files first, the web's after (vitest.config.ts at the root): each group keeps
    // both workers for itself instead of the two pools taking turns.
    sequence: { groupOrder: 0 },
    // Cheap password hashing in these tests only (accounts/password.ts; production's is pinned).
    // Temporary folders (the tests' data folders, the servers and clusters they start) in memory
    // where the machine has room (decision 060).
    env: { COPYVEST_CHEAP_PASSWORD_HASHING: '1', TMPDIR: memoryTempDir() },
  },
});
