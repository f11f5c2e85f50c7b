import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import { mfaAuthenticators } from '../../db/schema.ts';
import { totpStep } from './totp.ts';

export type AuthenticatorRow = typeof mfaAuthenticators.$inferSelect;

export interface AcceptTotpOptions {
  deps: AppDeps;
  db: DbOrTx;
  authenticator: AuthenticatorRow;
  otp: string;
}

/**
 * True when `otp` is the authenticator's current code and its 30-second step was never accepted
 * before: the step is recorded by one conditional update, so a code is accepted once, even by
 * two requests at the same moment.
 */
export async function acceptTotp(options: AcceptTotpOptions): Promise<boolean> {
  const { deps, authenticator } = options;
  const step = totpStep({
    secret: deps.secrets.open(authenticator.secretSealed),
    otp: options.otp,
    now: deps.clock.now(),
  });
  if (step === null) return false;
  const taken = await options.db
    .update(mfaAuthenticators)
    .set({ lastUsedStep: step, updatedAt: deps.clock.now() })
    .where(
      and(
        eq(mfaAuthenticators.accountId, authenticator.accountId),
        eq(mfaAuthenticators.type, authenticator.type),
        or(isNull(mfaAuthenticators.lastUsedStep), lt(mfaAuthenticators.lastUsedStep, step)),
      ),
    )
    .returning({ step: mfaAuthenticators.lastUsedStep });
  return taken.length === 1;
}
