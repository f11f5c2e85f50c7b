import { and, eq, gt, isNull, type Placeholder, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { accounts, sessions, users } from '../../db/schema.ts';

export interface SelectLiveSessionsOptions<Extra extends Record<string, SQL.Aliased | SQL>> {
  db: DbOrTx;
  where: SQL;
  now: Date | Placeholder;
  /** Further columns read in the same statement (the auth lookup's push targets and MFA state). */
  extra?: Extra;
}

/**
 * The one rule for a live session: not expired, its account not blocked, its profile not
 * deleted. Selects the session with its account and profile, among the sessions `where` picks;
 * the auth plugin's lookup (a prepared statement, so `now` may be a placeholder) and the realtime
 * hub's revalidation both read sessions through here.
 */
export function selectLiveSessions<
  Extra extends Record<string, SQL.Aliased | SQL> = Record<never, never>,
>(options: SelectLiveSessionsOptions<Extra>) {
  return options.db
    .select({ session: sessions, account: accounts, user: users, ...(options.extra as Extra) })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    .innerJoin(users, eq(users.id, accounts.id))
    .where(
      and(
        options.where,
        gt(sessions.expiresAt, options.now),
        isNull(accounts.disabledAt),
        isNull(users.deletedAt),
      ),
    );
}
