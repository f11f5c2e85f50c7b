import { sql } from 'drizzle-orm';
import type { TDepositRequest } from '@copyvest/shared';
import type { AppDeps } from '../../app-deps.ts';
import { appError } from '../../lib/errors.ts';
import { platformAccount, userAccount } from '../ledger/accounts.ts';
import { type Actor, authorize } from '../policy/index.ts';
import { insertPaymentTransaction } from '../transactions/insert-payment-transaction.ts';

export interface RequestDepositOptions {
  deps: AppDeps;
  /** The acting viewer: the deposit is theirs. */
  viewer: Actor;
  input: TDepositRequest;
  id?: string;
}

/**
 * A pending credit transaction and its pending transfer from "deposits received" to the balance
 * (decision 037): the balance changes only when an admin approves it (the transfer is posted).
 * `id`: the record id a client chose (data API), default a new one. The insert reads the payment
 * method itself (an unknown one is refused first) and writes the pending transfer: one statement.
 * The policy is asked first (decision 038).
 */
export async function requestDeposit({ deps, viewer, input, id }: RequestDepositOptions) {
  await authorize(viewer, 'deposit.request');
  const userId = viewer.userId;
  const deposit = await insertPaymentTransaction({
    tx: deps.db,
    values: {
      userId,
      amount: input.amount,
      type: 'credit',
      status: 'pending',
      kind: 'deposit',
      txHash: input.txHash ?? null,
      createdAt: deps.clock.now(),
    },
    paymentMethodId: input.paymentMethodId,
    describe: (name) => sql`${'Deposit via '} || ${name}`,
    id,
    pendingTransfer: {
      debit: platformAccount('deposits_received'),
      credit: userAccount(userId, 'balance'),
      reason: 'deposit',
    },
  });
  if (!deposit) throw appError('payment_method_not_found');
  return deposit;
}
