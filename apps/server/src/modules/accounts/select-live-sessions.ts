import { and, eq, gt, isNull, type Placeholder, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { accounts, sessions, users } from '../../db/schema.ts';

export interface SelectLiveSessionsOptions {
  db: DbOrTx;
  where: SQL;
  now: Date | Placeholder;
}

/**
 * The one rule for a live session: not expired, its account not blocked, its profile not
 * deleted. Selects the session with its account and profile, among the sessions `where` picks;
 * the auth plugin's lookup (a prepared statement, so `now` may be a placeholder) and the realtime
 * hub's revalidation both read sessions through here.
 */
export function selectLiveSessions(options: SelectLiveSessionsOptions) {
  return options.db
    .select({ session: sessions, account: accounts, user: users })
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
