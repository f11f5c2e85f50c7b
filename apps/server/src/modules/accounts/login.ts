import { eq } from 'drizzle-orm';
import { messages } from '@copyvest/shared';
import type { AppDeps } from '../../app-deps.ts';
import { accounts, sessions } from '../../db/schema.ts';
import { AppError, unauthorized } from '../../lib/errors.ts';
import { createSession } from './create-session.ts';
import type { LoginFailureLimiter } from './login-failures.ts';
import { verifyPassword } from './password.ts';

export interface LoginOptions {
  deps: AppDeps;
  limiter: LoginFailureLimiter;
  email: string;
  password: string;
  /** The session the browser still holds, replaced by the new one (rotation). */
  previousSessionId?: string;
  ip?: string;
  userAgent?: string;
}

/** E-mail/password login. One message for every failure, so it never says which part was wrong. */
export async function login(options: LoginOptions) {
  const { deps, limiter, email } = options;
  const now = deps.clock.now().getTime();
  if (limiter.isBlocked(email, now)) {
    throw new AppError('TOO_MANY_REQUESTS', messages.errors.tooManyLogins);
  }
  const [account] = await deps.db.select().from(accounts).where(eq(accounts.email, email)).limit(1);
  const valid = await verifyPassword(account?.passwordHash ?? null, options.password);
  if (!account || !valid || account.disabledAt) {
    limiter.recordFailure(email, now);
    throw unauthorized(messages.errors.invalidCredentials);
  }
  limiter.reset(email);
  return deps.db.transaction(async (tx) => {
    if (options.previousSessionId) {
      await tx.delete(sessions).where(eq(sessions.id, options.previousSessionId));
    }
    return createSession({
      db: tx,
      clock: deps.clock,
      accountId: account.id,
      sessionDays: deps.config.SESSION_DAYS,
      ip: options.ip,
      userAgent: options.userAgent,
    });
  });
}
