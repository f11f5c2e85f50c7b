import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { AppDeps } from '../../app-deps.ts';
import { openPostgres } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { withDatabase } from '../../../test/support/global-setup.ts';
import { createTestContext, TEST_ADMIN, type TestContext } from '../../../test/support/test-app.ts';
import { ensureFirstAdmin } from './ensure-first-admin.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});

describe('the first admin', () => {
  it('is created with no phone or country (empty, shown as "Not set"), never "N/A"', async () => {
    const [admin] = await ctx.database.db
      .select()
      .from(users)
      .where(eq(users.email, TEST_ADMIN.email));
    expect(admin).toMatchObject({ isAdmin: true, phone: '', country: '' });
  });

  it('three servers starting at once on an empty database make one, and all three start', async () => {
    const name = `copyvest_t_first_admin_${process.pid}`;
    const admin = new pg.Client({ connectionString: inject('pgUrl') });
    await admin.connect();
    await admin.query(
      `CREATE DATABASE ${name} TEMPLATE ${inject('pgTemplate')} STRATEGY FILE_COPY`,
    );
    const database = openPostgres(withDatabase(inject('pgUrl'), name), 6);
    try {
      const deps: AppDeps = { ...ctx.deps, db: database.db };
      const made = await Promise.all([1, 2, 3].map(() => ensureFirstAdmin({ deps })));
      expect(made.filter((credentials) => credentials !== null)).toHaveLength(1);
      const [{ count } = { count: 0 }] = await database.db
        .select({ count: sql<number>`count(*)::int` })
        .from(users);
      expect(count).toBe(1);
    } finally {
      await database.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  });
});
