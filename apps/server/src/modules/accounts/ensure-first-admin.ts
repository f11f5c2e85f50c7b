import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { users } from '../../db/schema.ts';
import { insertUser } from './insert-user.ts';
import { hashPassword } from './password.ts';

export interface EnsureFirstAdminOptions {
  deps: AppDeps;
}

/**
 * On first start with no users, creates the first admin (active, isAdmin) from ADMIN_EMAIL and
 * ADMIN_PASSWORD, or with a generated password. Returns the credentials to print once, or null.
 */
export async function ensureFirstAdmin({ deps }: EnsureFirstAdminOptions) {
  const [{ count } = { count: 0 }] = await deps.db
    .select({ count: sql<number>`count(*)::int` })
    .from(users);
  if (count > 0) return null;
  const email = deps.config.ADMIN_EMAIL.toLowerCase();
  const generated = deps.config.ADMIN_PASSWORD === undefined;
  const password = deps.config.ADMIN_PASSWORD ?? randomBytes(12).toString('base64url');
  const passwordHash = await hashPassword(password);
  const at = deps.clock.now();
  await deps.db.transaction((tx) =>
    insertUser({
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
    }),
  );
  return { email, password, generated };
}
