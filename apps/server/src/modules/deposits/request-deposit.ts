import type { TDepositRequest } from '@copyvest/shared';
import type { AppDeps } from '../../app-deps.ts';
import { findPaymentMethod } from '../payment-methods/find-payment-method.ts';
import { insertTransaction } from '../transactions/insert-transaction.ts';

export interface RequestDepositOptions {
  deps: AppDeps;
  userId: string;
  input: TDepositRequest;
  id?: string;
}

/**
 * A pending credit transaction; the balance changes only when an admin approves it. `id`: the
 * record id a client chose (data API), default a new one.
 */
export async function requestDeposit({ deps, userId, input, id }: RequestDepositOptions) {
  const at = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const method = await findPaymentMethod({ db: tx, id: input.paymentMethodId });
    return insertTransaction({
      tx,
      values: {
        userId,
        amount: input.amount,
        type: 'credit',
        status: 'pending',
        kind: 'deposit',
        description: `Deposit via ${method.name}`,
        crypto: method.name,
        paymentMethodId: method.id,
        txHash: input.txHash ?? null,
        createdAt: at,
      },
      id,
    });
  });
}
