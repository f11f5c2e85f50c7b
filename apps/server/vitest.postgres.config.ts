import { defineProject } from 'vitest/config';
import serverProject from './vitest.config.ts';

/** The same API tests against a PostgreSQL server (TEST_DATABASE_URL). */
export default defineProject({
  test: {
    ...serverProject.test,
    include: [...(serverProject.test?.include ?? []), 'test/postgres/**/*.test.ts'],
    name: 'server-postgres',
    env: { TEST_DB: 'postgres' },
  },
});
