import { readReferralSettings } from '../commissions/index.ts';
import { ID_UNIQUE, type ZAccountCreate } from '@copyvest/shared';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { AppError, appError } from '../../lib/errors.ts';
import { enqueueMail } from '../mail/index.ts';
import { findReferrer } from '../referrals/index.ts';
import { canonicalEmail } from '../referrals/index.ts';
import { promiseReferralBonus } from '../referrals/index.ts';
import { insertUser } from './insert-user.ts';
import { hashPassword } from './password.ts';
import { admitSignUp } from './admit-sign-up.ts';
import { recordTakenSignUp } from './record-taken-sign-up.ts';
import { writeAccountLog, type RequestOrigin } from './write-account-log.ts';

export interface CreateAccountOptions {
  deps: AppDeps;
  input: z.output<typeof ZAccountCreate>;
  origin: RequestOrigin;
}

/**
 * Creates the account and its user profile, the referrer's bonus, the welcome mail and the
 * account's first log entry, in one database transaction; it does not sign in (the SDK's
 * `account.create`). New accounts are inactive until an admin activates them. Without phone and
 * country the profile has them empty and the dashboard asks the user to complete it.
 */
export async function createAccount(options: CreateAccountOptions) {
  const { deps, input, origin } = options;
  const ip = origin.ip ?? 'unknown';
  await admitSignUp({ deps, ip });
  try {
    return await insertAccount(options);
  } catch (error) {
    if (error instanceof AppError && error.type === 'user_already_exists') {
      // The SDK's answer stays (409), but the caller is limited and the owner is told
      // (decision 022).
      await recordTakenSignUp({ deps, ip, email: input.email });
    }
    throw error;
  }
}

async function insertAccount({ deps, input, origin }: CreateAccountOptions) {
  const passwordHash = await hashPassword(input.password);
  const at = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    // An unknown referral id is refused, so a mistyped code is not silently lost (decision 027).
    const referrer = input.referrerId
      ? await findReferrer({ db: tx, referralId: input.referrerId })
      : null;
    if (input.referrerId && !referrer) throw appError('user_referrer_not_found');
    // Referring oneself (the same mailbox written another way, or one's own verified number)
    // would pay oneself a bonus (decision 039).
    if (
      referrer &&
      (canonicalEmail(referrer.email) === canonicalEmail(input.email) ||
        (referrer.verifiedPhone !== null &&
          referrer.verifiedPhone === (input.phone ?? '').replace(/[\s().-]/g, '')))
    ) {
      throw appError('user_referrer_self');
    }
    const user = await insertUser({
      tx,
      input: {
        id: input.userId === ID_UNIQUE ? undefined : input.userId,
        name: input.name ?? '',
        email: input.email,
        passwordHash,
        phone: input.phone ?? '',
        country: input.country ?? '',
        referrerId: referrer?.referralId ?? null,
        at,
      },
    });
    if (referrer) {
      await promiseReferralBonus({
        tx,
        referrerUserId: referrer.id,
        newUserId: user.id,
        // The `referrals` setting; REFERRAL_BONUS_CENTS is its default (decision 055).
        bonusCents: (await readReferralSettings(deps.settings, deps.config)).signupBonusCents,
        maxPending: deps.config.REFERRAL_MAX_PENDING,
        at,
      });
    }
    await enqueueMail({ tx, to: user, template: 'welcome', data: { name: user.name }, at });
    await writeAccountLog({ db: tx, accountId: user.id, event: 'user.create', origin, at });
    return user;
  });
}
