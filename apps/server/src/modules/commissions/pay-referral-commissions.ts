import { commissionAmounts, storedTransactionDescription, type TSettings } from '@copyvest/shared';
import type { Config } from '../../config.ts';
import type { Tx } from '../../db/client.ts';
import { referralCommissions } from '../../db/schema.ts';
import { newId } from '../../lib/ids.ts';
import { platformAccount, transfer, userAccount } from '../ledger/index.ts';
import { enqueueMail } from '../mail/index.ts';
import { insertNotification } from '../notifications/index.ts';
import { readReferralSettings } from './read-referral-settings.ts';
import { referrerChain } from './referrer-chain.ts';

/** The transaction row a commission shows as on its receiver's list. */
export interface CommissionTransaction {
  userId: string;
  amount: number;
  type: 'credit';
  status: 'success';
  kind: 'referral_commission';
  description: string;
  descriptionCode: string;
  descriptionParams: Record<string, unknown>;
  crypto: string;
  createdAt: Date;
}

export interface PayReferralCommissionsOptions {
  tx: Tx;
  config: Pick<Config, 'REFERRAL_BONUS_CENTS'>;
  /** The process's copy of the settings (`deps.settings`): no statement while commissions are off. */
  settings: { get(): Promise<TSettings> };
  /** The deposit just approved (in `tx`). */
  deposit: { id: string; userId: string; amount: number };
  /** Who deposited, as the receivers' log and mail name them. */
  depositor: { name: string; email: string };
  /**
   * Writes the commission's transaction row (the transactions module's insert, handed in so this
   * module does not depend on it) and answers its ids.
   */
  recordTransaction: (
    values: CommissionTransaction,
  ) => Promise<{ id: string; transactionId: string }>;
  at: Date;
}

/** The books' reference and once-only key of a deposit's commission at one level. */
export const commissionReference = (depositId: string, level: number) =>
  `commission:${depositId}:${level}`;

/**
 * Pays the referrer chain its commissions on an approved deposit (decision 055), inside the
 * approval's transaction: for each configured level with a referrer there, floor(amount × bps /
 * 10 000) cents move from `platform:referral_commissions` to the referrer's balance, keyed once
 * per (deposit, level) in the books and recorded in `referral_commissions`, whose unique
 * (deposit, level) index proves no retry pays twice; each receiver gets a success transaction,
 * a notification and a mail. A referrer who is not active (never activated, suspended, deleted,
 * a guest) earns nothing at their level, and their share is not passed up. Answers what was paid.
 */
export async function payReferralCommissions(options: PayReferralCommissionsOptions) {
  const { tx, deposit, depositor, at } = options;
  const settings = await readReferralSettings(options.settings, options.config);
  if (!settings.commissions.enabled || settings.commissions.levels.length === 0) return [];
  const levels = settings.commissions.levels;
  const amounts = commissionAmounts(deposit.amount, levels);
  const chain = await referrerChain(tx, deposit.userId, levels.length);
  const fromName = depositor.name || depositor.email;
  const paid: { level: number; referrerId: string; amount: number }[] = [];
  for (const link of chain) {
    const amount = amounts[link.level - 1] ?? 0;
    if (amount <= 0 || !link.eligible || link.id === deposit.userId) continue;
    const reference = commissionReference(deposit.id, link.level);
    const receiver = await transfer({
      tx,
      legs: [
        {
          debit: platformAccount('referral_commissions'),
          credit: userAccount(link.id, 'balance'),
          amount,
        },
      ],
      reason: 'referral_commission',
      reference,
      uniqueKey: reference,
      at,
    });
    // The key was used: this level of this deposit is paid already.
    if (!receiver) continue;
    const row = await options.recordTransaction({
      userId: link.id,
      amount,
      type: 'credit',
      status: 'success',
      kind: 'referral_commission',
      ...storedTransactionDescription({
        code: 'referral_commission',
        params: { name: fromName, level: link.level },
      }),
      crypto: 'USD',
      createdAt: at,
    });
    await tx.insert(referralCommissions).values({
      id: newId(),
      depositId: deposit.id,
      level: link.level,
      referrerId: link.id,
      depositorId: deposit.userId,
      depositAmount: deposit.amount,
      bps: levels[link.level - 1]!,
      amount,
      transactionId: row.id,
      createdAt: at,
    });
    await insertNotification({
      db: tx,
      userId: link.id,
      kind: 'referral_commission',
      transactionId: row.id,
      amount,
      at,
    });
    await enqueueMail({
      tx,
      to: receiver,
      template: 'referral-commission',
      data: { name: receiver.name, amount, level: link.level, from: fromName },
      at,
    });
    paid.push({ level: link.level, referrerId: link.id, amount });
  }
  return paid;
}
