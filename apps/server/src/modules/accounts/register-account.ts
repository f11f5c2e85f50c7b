import type { z } from 'zod';
import type { ZRegisterInput } from '@copyvest/shared';
import type { AppDeps } from '../../app-deps.ts';
import { enqueueMail } from '../mail/enqueue-mail.ts';
import { findReferrer, payReferralBonus } from '../referrals/pay-referral-bonus.ts';
import { createSession } from './create-session.ts';
import { insertUser } from './insert-user.ts';
import { hashPassword } from './password.ts';

export interface RegisterAccountOptions {
  deps: AppDeps;
  input: z.output<typeof ZRegisterInput>;
  ip?: string;
  userAgent?: string;
}

/**
 * Creates the account, its user profile, the referrer's bonus, the welcome mail and a first
 * session, in one database transaction. New accounts are inactive until an admin activates them.
 */
export async function registerAccount({ deps, input, ip, userAgent }: RegisterAccountOptions) {
  const passwordHash = await hashPassword(input.password);
  const at = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    // An unknown referral id is ignored: the sign-up goes on without a referrer.
    const referrer = input.referrerId ? await findReferrer(tx, input.referrerId) : null;
    const user = await insertUser(tx, {
      name: input.name,
      email: input.email,
      passwordHash,
      phone: input.phone,
      country: input.country,
      referrerId: referrer?.referralId ?? null,
      at,
    });
    if (referrer) {
      await payReferralBonus(tx, {
        referrerUserId: referrer.id,
        newUserId: user.id,
        newUserName: user.name,
        bonusCents: deps.config.REFERRAL_BONUS_CENTS,
        at,
      });
    }
    await enqueueMail(tx, { to: user, template: 'welcome', data: { name: user.name }, at });
    const { token, session } = await createSession({
      db: tx,
      clock: deps.clock,
      accountId: user.id,
      sessionDays: deps.config.SESSION_DAYS,
      ip,
      userAgent,
    });
    return { user, token, session };
  });
}
