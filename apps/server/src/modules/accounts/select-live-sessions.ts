import { and, eq, gt, isNull, type Placeholder, sql, type SQL } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { DbOrTx } from '../../db/client.ts';
import { accounts, mfaAuthenticators, sessions, users } from '../../db/schema.ts';

/** The two limits on a session besides its `expiresAt` (README: `SESSION_MAX_DAYS`, `SESSION_IDLE_DAYS`). */
export type SessionLimits = Pick<Config, 'SESSION_MAX_DAYS' | 'SESSION_IDLE_DAYS'>;

export interface SelectLiveSessionsOptions<Extra extends Record<string, SQL.Aliased | SQL>> {
  db: DbOrTx;
  where: SQL;
  now: Date | Placeholder;
  limits: SessionLimits;
  /** Further columns read in the same statement (the auth lookup's push targets). */
  extra?: Extra;
}

/** Whole days, validated integers in the config: written into the statement, so its plan is one. */
const days = (count: number) => sql.raw(`interval '${Math.trunc(count)} days'`);

/**
 * Within its absolute lifetime (SESSION_MAX_DAYS from its creation) and used within the last
 * SESSION_IDLE_DAYS. `now` may be a placeholder of a prepared statement.
 */
export function withinSessionLimits(now: Date | Placeholder, limits: SessionLimits): SQL {
  return sql`(${sessions.createdAt} + ${days(limits.SESSION_MAX_DAYS)} > ${now}::timestamptz
    and ${sessions.accessedAt} + ${days(limits.SESSION_IDLE_DAYS)} > ${now}::timestamptz)`;
}

/**
 * The one rule for a live session: not expired, within its absolute lifetime and idle timeout,
 * its account not blocked, its profile not deleted. Selects the session with its account and
 * profile and whether the account has a verified authenticator app (for `isMfaPending`), among
 * the sessions `where` picks; the auth plugin's lookup (a prepared statement, so `now` may be a
 * placeholder) and the realtime hub's revalidation both read sessions through here.
 */
export function selectLiveSessions<
  Extra extends Record<string, SQL.Aliased | SQL> = Record<never, never>,
>(options: SelectLiveSessionsOptions<Extra>) {
  return options.db
    .select({
      session: sessions,
      account: accounts,
      user: users,
      totpVerified: sql<boolean>`exists (select 1 from ${mfaAuthenticators} m
        where m.account_id = ${accounts.id} and m.verified)`.as('totp_verified'),
      ...(options.extra as Extra),
    })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    .innerJoin(users, eq(users.id, accounts.id))
    .where(
      and(
        options.where,
        gt(sessions.expiresAt, options.now),
        withinSessionLimits(options.now, options.limits),
        isNull(accounts.disabledAt),
        isNull(users.deletedAt),
      ),
    );
}

type LiveSessionRow = {
  session: typeof sessions.$inferSelect;
  account: typeof accounts.$inferSelect;
  totpVerified: boolean;
};

/**
 * As Appwrite: with MFA on, and a second factor the account can use (a verified e-mail, phone or
 * authenticator app), a session needs two distinct factors. Until then it may do nothing but the
 * MFA challenge (HTTP) and holds no realtime socket.
 */
export function isMfaPending({ account, session, totpVerified }: LiveSessionRow): boolean {
  if (!account.mfa || new Set(session.factors).size >= 2) return false;
  return account.emailVerified || account.phoneVerified || totpVerified;
}
