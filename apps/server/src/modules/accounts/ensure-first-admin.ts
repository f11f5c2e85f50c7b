import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { insertUser } from './insert-user.ts';
import { hashPassword } from './password.ts';

/** Key of the advisory lock under which the first admin is made. */
const FIRST_ADMIN_LOCK = 0x41444d4e; // 'ADMN'

export interface EnsureFirstAdminOptions {
  deps: AppDeps;
}

/**
 * On first start with no users, creates the first admin (active, isAdmin) from ADMIN_EMAIL and
 * ADMIN_PASSWORD, or with a generated password. Returns the credentials to print once, or null
 (also to all but one of several servers starting at once on an empty database).
 */
export async function ensureFirstAdmin({ deps }: EnsureFirstAdminOptions) {
  const countUsers = async (db: DbOrTx) => {
    const [{ count } = { count: 0 }] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(users);
    return count;
  };
  if ((await countUsers(deps.db)) > 0) return null;
  const email = deps.config.ADMIN_EMAIL.toLowerCase();
  const generated = deps.config.ADMIN_PASSWORD === undefined;
  const password = deps.config.ADMIN_PASSWORD ?? randomBytes(12).toString('base64url');
  const passwordHash = await hashPassword(password);
  const at = deps.clock.now();
  // Several servers starting at once on an empty database (decision 051): one at a time counts
  // and creates, so one admin is made and the others start without one of their own.
  const created = await deps.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${FIRST_ADMIN_LOCK})`);
    if ((await countUsers(tx)) > 0) return false;
    await insertUser({
      tx,
      input: {
        name: 'Administrator',
        email,
        passwordHash,
        // Unknown until the admin enters them: empty (shown as "Not set"), never a made-up value.
        phone: '',
        country: '',
        isAdmin: true,
        isActive: true,
        at,
      },
    });
    return true;
  });
  return created ? { email, password, generated } : null;
}
