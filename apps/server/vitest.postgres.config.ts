import { defineProject } from 'vitest/config';
import serverProject from './vitest.config.ts';

/** The same API tests against a PostgreSQL server (TEST_DATABASE_URL). */
export default defineProject({
  test: {
    ...serverProject.test,
    include: [...(serverProject.test?.include ?? []), 'test/postgres/**/*.test.ts'],
    // Tests that use no database run once, in the PGlite project.
    exclude: [
      'src/server.test.ts',
      'src/config.test.ts',
      'src/db/data-dir-lock.test.ts',
      '**/node_modules/**',
    ],
    name: 'server-postgres',
    env: { TEST_DB: 'postgres' },
  },
});
