import { defineConfig } from 'vitest/config';

const projects = [
  'packages/shared',
  'apps/server',
  // The storage suite on S3 (decision 049).
  'apps/server/vitest.s3.config.ts',
  'apps/web',
  // The web's files that mock a module, isolated (decision 059).
  'apps/web/vitest.isolated.config.ts',
  'scripts',
];

export default defineConfig({
  test: {
    projects,
    // Vitest's default leaves a core for itself (one worker on a 2-core machine); the test files
    // wait on their databases often enough for a worker per core to pay.
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS ?? 2),
  },
});
