import { claimUnverifiedAccount } from '../accounts/index.ts';
import { markPhoneVerified } from '../accounts/index.ts';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { accounts, sessions, users } from '../../db/schema.ts';
import { appError } from '../../lib/errors.ts';
import { createSession } from '../accounts/index.ts';
import type { RequestOrigin } from '../accounts/index.ts';
import type { AuthTokenKind } from './auth-token-kinds.ts';
import { redeemAuthToken } from './redeem-auth-token.ts';

/** The session provider and the factor each kind of token proves (Appwrite's names). */
const PROVED_BY: Partial<Record<AuthTokenKind, { provider: string; factor: 'email' | 'phone' }>> = {
  'email-code': { provider: 'token', factor: 'email' },
  'magic-url': { provider: 'magic-url', factor: 'email' },
  'phone-code': { provider: 'phone', factor: 'phone' },
  oauth2: { provider: 'oauth2', factor: 'email' },
};

export interface SignInWithTokenOptions {
  deps: AppDeps;
  userId: string;
  secret: string;
  kinds: AuthTokenKind[];
  previousSessionId?: string;
  origin: RequestOrigin;
}

/**
 * `POST /account/sessions/token`, `PUT /account/sessions/magic-url`, `PUT /account/sessions/phone`:
 * a mailed or texted secret (or the one-time token of an OAuth2 sign-in) becomes a session, once.
 * Receiving it proves the address, so the e-mail or phone becomes verified. With MFA on, the
 * session still waits for a second factor. The browser's previous session is replaced.
 */
export async function signInWithToken(options: SignInWithTokenOptions) {
  const { deps } = options;
  const token = await redeemAuthToken({
    deps,
    userRef: options.userId,
    kinds: options.kinds,
    secret: options.secret,
  });
  const [found] = await deps.db
    .select({ account: accounts, deletedAt: users.deletedAt })
    .from(accounts)
    .innerJoin(users, eq(users.id, accounts.id))
    .where(eq(accounts.id, token.accountId))
    .limit(1);
  if (!found || found.deletedAt) throw appError('user_invalid_token');
  if (found.account.disabledAt) throw appError('user_blocked');
  const proved = PROVED_BY[token.kind]!;
  return deps.db.transaction(async (tx) => {
    if (options.previousSessionId) {
      await tx.delete(sessions).where(eq(sessions.id, options.previousSessionId));
    }
    if (token.kind === 'email-code' || token.kind === 'magic-url') {
      // The first proof of a never-verified address ends what anyone set up before (decision 039).
      await claimUnverifiedAccount({ tx, accountId: token.accountId, at: deps.clock.now() });
    }
    if (proved.factor === 'email') {
      await tx
        .update(accounts)
        .set({ emailVerified: true })
        .where(eq(accounts.id, token.accountId));
    } else {
      await markPhoneVerified({ tx, accountId: token.accountId, at: deps.clock.now() });
    }
    return createSession({
      db: tx,
      clock: deps.clock,
      accountId: token.accountId,
      sessionDays: deps.config.SESSION_DAYS,
      origin: options.origin,
      provider: token.kind === 'oauth2' ? (token.provider ?? 'oauth2') : proved.provider,
      providerUid: found.account.email ?? '',
      factor: proved.factor,
    });
  });
}
