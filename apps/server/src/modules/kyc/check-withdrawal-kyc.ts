import { type TSettings, withdrawalAllowedByKyc, withdrawalNeedsKyc } from '@copyvest/shared';
import type { DbOrTx } from '../../db/client.ts';
import { appError } from '../../lib/errors.ts';
import { kycStatusOf } from './kyc-status-of.ts';
import { readKycSettings } from './read-kyc-settings.ts';

export interface CheckWithdrawalKycOptions {
  db: DbOrTx;
  /** The process's copy of the settings (`deps.settings`): no statement unless KYC applies. */
  settings: { get(): Promise<TSettings> };
  userId: string;
  /** Cents asked for. */
  amount: number;
}

/**
 * The server's side of the KYC rule (decision 054, `withdrawalAllowedByKyc` in shared): a
 * withdrawal the setting requires verification for, by a user not approved, is refused with 403
 * `kyc_required` (the web links that type to the verification page); nothing is written.
 */
export async function checkWithdrawalKyc(options: CheckWithdrawalKycOptions) {
  const { db, userId, amount } = options;
  const rule = await readKycSettings(options.settings);
  if (!withdrawalNeedsKyc(rule, amount)) return;
  const status = await kycStatusOf(db, userId);
  if (!withdrawalAllowedByKyc(rule, amount, status)) throw appError('kyc_required');
}
