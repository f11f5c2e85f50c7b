import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { CODE_MAX_ATTEMPTS } from '@copyvest/shared';
import type { AppDeps } from '../../app-deps.ts';
import { mfaChallenges, mfaRecoveryCodes, sessions } from '../../db/schema.ts';
import { appError } from '../../lib/errors.ts';
import { sameDigest } from '../../lib/server-secrets.ts';
import type { AuthContext } from '../../lib/auth-context.ts';
import type { SessionRow } from '../../db/rows.ts';
import { writeAccountLog, type RequestOrigin } from '../accounts/index.ts';
import { acceptTotp } from './accept-totp.ts';
import { addSessionFactor } from './add-session-factor.ts';
import { findAuthenticator } from './find-authenticator.ts';
import { recoveryCodeHash } from './recovery-codes.ts';

export interface VerifyChallengeOptions {
  deps: AppDeps;
  auth: AuthContext;
  challengeId: string;
  otp: string;
  origin: RequestOrigin;
}

/**
 * `PUT /account/mfa/challenge(s)`: the answer to one of this session's challenges. Right: the
 * challenge is spent, the factor joins the session's proved factors (a waiting session is then
 * signed in) and the session becomes "recent". Wrong: one try of the challenge and of the session
 * is counted, and after CODE_MAX_ATTEMPTS wrong answers on one session the session ends, so a
 * stolen password cannot be walked through the second factor by guessing. A TOTP code and a
 * recovery code are each accepted once. Nothing here is throttled per account: the right answer
 * always works.
 */
export async function verifyChallenge(options: VerifyChallengeOptions): Promise<SessionRow> {
  const { deps, auth } = options;
  const now = deps.clock.now();
  const live = and(
    eq(mfaChallenges.id, options.challengeId),
    eq(mfaChallenges.sessionId, auth.sessionId),
    gt(mfaChallenges.expiresAt, now),
    lt(mfaChallenges.attempts, CODE_MAX_ATTEMPTS),
  );
  const [challenge] = await deps.db.select().from(mfaChallenges).where(live).limit(1);
  if (!challenge) throw appError('user_invalid_token');

  let right = false;
  if (challenge.type === 'totp') {
    const authenticator = await findAuthenticator({ db: deps.db, accountId: auth.accountId });
    right = Boolean(
      authenticator?.verified &&
      (await acceptTotp({ deps, db: deps.db, authenticator, otp: options.otp })),
    );
  } else if (challenge.type === 'recoverycode') {
    const used = await deps.db
      .delete(mfaRecoveryCodes)
      .where(
        and(
          eq(mfaRecoveryCodes.accountId, auth.accountId),
          eq(mfaRecoveryCodes.codeHash, recoveryCodeHash(options.otp)),
        ),
      )
      .returning({ hash: mfaRecoveryCodes.codeHash });
    right = used.length === 1;
  } else {
    const hash = deps.secrets.codeHash(challenge.id, options.otp.trim());
    right = sameDigest(hash, challenge.codeHash ?? '');
  }

  if (!right) {
    await deps.db
      .update(mfaChallenges)
      .set({ attempts: sql`${mfaChallenges.attempts} + 1` })
      .where(live);
    const [session] = await deps.db
      .update(sessions)
      .set({ mfaFailures: sql`${sessions.mfaFailures} + 1` })
      .where(eq(sessions.id, auth.sessionId))
      .returning({ failures: sessions.mfaFailures });
    if (session && session.failures >= CODE_MAX_ATTEMPTS) {
      await deps.db.delete(sessions).where(eq(sessions.id, auth.sessionId));
    }
    throw appError('user_invalid_token');
  }

  return deps.db.transaction(async (tx) => {
    const spent = await tx.delete(mfaChallenges).where(live).returning({ id: mfaChallenges.id });
    if (spent.length === 0) throw appError('user_invalid_token');
    const session = await addSessionFactor({
      db: tx,
      sessionId: auth.sessionId,
      factor: challenge.type,
      at: now,
    });
    await writeAccountLog({
      db: tx,
      accountId: auth.accountId,
      event: 'challenge.update',
      origin: options.origin,
      at: now,
    });
    return session;
  });
}
