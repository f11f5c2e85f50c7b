import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { createTestContext, TEST_ADMIN, type TestContext } from '../../../test/support/test-app.ts';

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
});
