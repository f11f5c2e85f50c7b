import { MFA_CHALLENGE_MINUTES, type TMfaChallenge, type TMfaFactor } from '@copyvest/shared';
import type { AppDeps } from '../../app-deps.ts';
import { mfaChallenges } from '../../db/schema.ts';
import { appError } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { newNumericCode } from '../../lib/server-secrets.ts';
import type { AuthContext } from '../../lib/auth-context.ts';
import { writeAccountLog, type RequestOrigin } from '../accounts/index.ts';
import { smsPhoneOf } from '../auth-tokens/index.ts';
import { enqueueMail } from '../mail/index.ts';
import { enqueueSms } from '../mail/index.ts';
import { listFactors } from './list-factors.ts';

export interface CreateChallengeOptions {
  deps: AppDeps;
  auth: AuthContext;
  factor: TMfaFactor;
  origin: RequestOrigin;
}

/**
 * `POST /account/mfa/challenge(s)`: a challenge for one second factor, bound to this session
 * (15 minutes). `email` and `phone` send a 6-digit code (HMAC-hashed at rest); `totp` and
 * `recoverycode` are answered from the app or the saved codes.
 */
export async function createChallenge(options: CreateChallengeOptions): Promise<TMfaChallenge> {
  const { deps, auth, factor } = options;
  const factors = await listFactors({ db: deps.db, account: auth.account });
  if (factor === 'totp' && !factors.totp) throw appError('user_authenticator_not_found');
  if (factor === 'recoverycode' && !factors.recoveryCode) {
    throw appError('user_recovery_codes_not_found');
  }
  if (factor === 'email' && !auth.account.email) throw appError('user_email_not_found');
  if (factor === 'email' && !factors.email) throw appError('user_email_not_verified');
  // A waiting session signed in by an e-mailed link or code: the e-mail cannot be its second factor.
  if (factor === 'email' && auth.mfaPending && auth.session.factors.includes('email')) {
    throw appError('user_factor_already_proved');
  }
  const phone = factor === 'phone' ? smsPhoneOf(auth.user.phone) : undefined;
  if (factor === 'phone' && !factors.phone) throw appError('user_phone_not_verified');
  const id = newId();
  const code = factor === 'email' || factor === 'phone' ? newNumericCode() : undefined;
  const at = deps.clock.now();
  const expiresAt = new Date(at.getTime() + MFA_CHALLENGE_MINUTES * 60_000);
  await deps.db.transaction(async (tx) => {
    await tx.insert(mfaChallenges).values({
      id,
      accountId: auth.accountId,
      sessionId: auth.sessionId,
      type: factor,
      codeHash: code ? deps.secrets.codeHash(id, code) : null,
      expiresAt,
      createdAt: at,
    });
    const sealed = code ? { sealed: deps.secrets.seal(code) } : undefined;
    if (sealed && factor === 'email') {
      await enqueueMail({
        tx,
        to: { name: auth.user.name, email: auth.account.email! },
        template: 'mfa-code',
        data: { name: auth.user.name, code: sealed, minutes: MFA_CHALLENGE_MINUTES, phrase: '' },
        at,
      });
    }
    if (sealed && phone) {
      await enqueueSms({
        tx,
        to: { name: auth.user.name, phone },
        code: sealed,
        minutes: MFA_CHALLENGE_MINUTES,
        at,
      });
    }
    await writeAccountLog({
      db: tx,
      accountId: auth.accountId,
      event: 'challenge.create',
      origin: options.origin,
      at,
    });
  });
  return {
    $id: id,
    $createdAt: at.toISOString(),
    userId: auth.accountId,
    expire: expiresAt.toISOString(),
  };
}
