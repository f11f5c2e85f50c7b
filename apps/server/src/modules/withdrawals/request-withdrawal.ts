import { and, eq, sql } from 'drizzle-orm';
import { withdrawalFee, type TWithdrawalRequest } from '@copyvest/shared';
import type { AppDeps } from '../../app-deps.ts';
import { users } from '../../db/schema.ts';
import { appError } from '../../lib/errors.ts';
import { enqueueWithdrawalMail } from '../mail/enqueue-withdrawal-mail.ts';
import { insertPaymentTransaction } from '../transactions/insert-payment-transaction.ts';

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
 * mail is queued in the same transaction. Three statements: the insert reads the payment method
 * (an unknown one is refused first), the conditional hold returns the owner for the mail.
 */
export async function requestWithdrawal({ deps, userId, input, id }: RequestWithdrawalOptions) {
  const at = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const withdrawal = await insertPaymentTransaction({
      tx,
      values: {
        userId,
        amount: input.amount,
        fee: withdrawalFee(input.amount),
        type: 'withdraw',
        status: 'pending',
        kind: 'withdrawal',
        walletAddress: input.walletAddress,
        createdAt: at,
      },
      paymentMethodId: input.paymentMethodId,
      describe: (name) => sql`${'Withdrawal to '} || ${name} || ${' wallet'}`,
      id,
    });
    if (!withdrawal) throw appError('payment_method_not_found');
    const [owner] = await tx
      .update(users)
      .set({ held: sql`${users.held} + ${input.amount}`, updatedAt: at })
      .where(and(eq(users.id, userId), sql`${users.balance} - ${users.held} >= ${input.amount}`))
      .returning({ name: users.name, email: users.email });
    if (!owner) throw appError('balance_insufficient');
    await enqueueWithdrawalMail({ tx, template: 'withdrawal-request', withdrawal, at, to: owner });
    return withdrawal;
  });
}
