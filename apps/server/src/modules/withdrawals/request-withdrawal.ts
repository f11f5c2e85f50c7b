import { and, eq, sql } from 'drizzle-orm';
import { withdrawalFee, type TWithdrawalRequest } from '@copyvest/shared';
import type { AppDeps } from '../../app-deps.ts';
import { users } from '../../db/schema.ts';
import { appError } from '../../lib/errors.ts';
import { enqueueWithdrawalMail } from '../mail/enqueue-withdrawal-mail.ts';
import { findPaymentMethod } from '../payment-methods/find-payment-method.ts';
import { insertTransaction } from '../transactions/insert-transaction.ts';

export interface RequestWithdrawalOptions {
  deps: AppDeps;
  userId: string;
  input: TWithdrawalRequest;
  /** The record id a client chose (data API); default a new one. */
  id?: string;
}

/**
 * A pending withdrawal. The amount is held at once (available = balance - held), so two requests
 * can never overdraw; approval turns the hold into a debit, rejection releases it. The request
 * mail is queued in the same transaction.
 */
export async function requestWithdrawal({ deps, userId, input, id }: RequestWithdrawalOptions) {
  const at = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const method = await findPaymentMethod({ db: tx, id: input.paymentMethodId });
    const held = await tx
      .update(users)
      .set({ held: sql`${users.held} + ${input.amount}`, updatedAt: at })
      .where(and(eq(users.id, userId), sql`${users.balance} - ${users.held} >= ${input.amount}`))
      .returning({ id: users.id });
    if (held.length === 0) throw appError('balance_insufficient');
    const fee = withdrawalFee(input.amount);
    const withdrawal = await insertTransaction({
      tx,
      values: {
        userId,
        amount: input.amount,
        fee,
        type: 'withdraw',
        status: 'pending',
        kind: 'withdrawal',
        description: `Withdrawal to ${method.name} wallet`,
        crypto: method.name,
        paymentMethodId: method.id,
        walletAddress: input.walletAddress,
        createdAt: at,
      },
      id,
    });
    await enqueueWithdrawalMail({ tx, template: 'withdrawal-request', withdrawal, at });
    return withdrawal;
  });
}
