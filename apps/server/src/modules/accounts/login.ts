import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { accounts, sessions, users } from '../../db/schema.ts';
import { appError } from '../../lib/errors.ts';
import { createSession } from './create-session.ts';
import { admitLoginAttempt } from './admit-login-attempt.ts';
import { recordLoginFailure } from './record-login-failure.ts';
import { recordLoginSuccess } from './record-login-success.ts';
import { verifyPassword } from './password.ts';
import type { RequestOrigin } from './write-account-log.ts';

export interface LoginOptions {
  deps: AppDeps;
  email: string;
  password: string;
  /** The session the browser still holds, replaced by the new one (rotation). */
  previousSessionId?: string;
  origin: RequestOrigin;
}

/**
 * E-mail/password sign-in. One answer for a wrong password and an unknown (or deleted) account, so
 * it never says which part was wrong; a blocked account that proves its password is told so.
 */
export async function login(options: LoginOptions) {
  const { deps, email } = options;
  const attempt = { deps, email, ip: options.origin.ip ?? 'unknown' };
  await admitLoginAttempt(attempt);
  const [found] = await deps.db
    .select({ account: accounts, deletedAt: users.deletedAt })
    .from(accounts)
    .innerJoin(users, eq(users.id, accounts.id))
    .where(eq(accounts.email, email))
    .limit(1);
  const valid = await verifyPassword(found?.account.passwordHash ?? null, options.password);
  if (!found || found.deletedAt || !valid) {
    await recordLoginFailure(attempt);
    throw appError('user_invalid_credentials');
  }
  await recordLoginSuccess(attempt);
  if (found.account.disabledAt) throw appError('user_blocked');
  return deps.db.transaction(async (tx) => {
    if (options.previousSessionId) {
      await tx.delete(sessions).where(eq(sessions.id, options.previousSessionId));
    }
    return createSession({
      db: tx,
      clock: deps.clock,
      accountId: found.account.id,
      sessionDays: deps.config.SESSION_DAYS,
      origin: options.origin,
      provider: 'email',
      providerUid: email,
    });
  });
}
