import { withdrawalAllowedByKyc, withdrawalNeedsKyc } from '@copyvest/shared';
import type { DbOrTx } from '../../db/client.ts';
import { appError } from '../../lib/errors.ts';
import { kycStatusOf } from './kyc-status-of.ts';
import { readKycSettings } from './read-kyc-settings.ts';

export interface CheckWithdrawalKycOptions {
  db: DbOrTx;
  userId: string;
  /** Cents asked for. */
  amount: number;
}

/**
 * The server's side of the KYC rule (decision 054, `withdrawalAllowedByKyc` in shared): a
 * withdrawal the setting requires verification for, by a user not approved, is refused with 403
 * `kyc_required` (the web links that type to the verification page); nothing is written.
 */
export async function checkWithdrawalKyc({ db, userId, amount }: CheckWithdrawalKycOptions) {
  const settings = await readKycSettings(db);
  if (!withdrawalNeedsKyc(settings, amount)) return;
  const status = await kycStatusOf(db, userId);
  if (!withdrawalAllowedByKyc(settings, amount, status)) throw appError('kyc_required');
}
