import {
  addressProblem,
  type TWithdrawalRequest,
  withdrawalFee,
  withdrawalLimitError,
} from '@copyvest/shared';
import type { AppDeps } from '../../app-deps.ts';
import { appError } from '../../lib/errors.ts';
import { platformAccount, userAccount } from '../ledger/index.ts';
import { transfer } from '../ledger/index.ts';
import { enqueueWithdrawalMail } from '../transactions/index.ts';
import { checkWithdrawalKyc } from '../kyc/index.ts';
import { findPaymentMethod } from '../payment-methods/index.ts';
import { type Actor, authorize } from '../policy/index.ts';
import { insertPaymentTransaction } from '../transactions/index.ts';

export interface RequestWithdrawalOptions {
  deps: AppDeps;
  /** The acting viewer: the withdrawal is theirs. */
  viewer: Actor;
  input: TWithdrawalRequest;
  /** The record id a client chose (data API); default a new one. */
  id?: string;
}

/**
 * A pending withdrawal: the row and its pending transfers from the balance to "withdrawals paid"
 * (what the user receives) and "withdrawal fees earned" (the fee), decision 037. The amount is held
 * at once (available = balance - held), so two requests can never overdraw; approval posts the
 * transfers, rejection or cancellation voids them. The request mail is queued in the same
 * transaction. The fee is the settings' (decision 053), computed here and fixed on the row and its
 * pending transfer: a later change of the fee changes no request already made. The method's
 * bounds (the `paymentLimits` settings) are a 400 naming them. Four statements: the payment method is read (an unknown one is a 404, an address
 * not valid for its network a 400 naming it, decision 042), the insert, the conditional transfer
 * that returns the owner for the mail. The policy is asked first (decision 038).
 */
export async function requestWithdrawal({ deps, viewer, input, id }: RequestWithdrawalOptions) {
  await authorize(viewer, 'withdrawal.request');
  const userId = viewer.userId;
  const at = deps.clock.now();
  const settings = await deps.settings.get();
  return deps.db.transaction(async (tx) => {
    // The KYC rule first (decision 054): a refusal writes nothing.
    await checkWithdrawalKyc({ db: tx, settings: deps.settings, userId, amount: input.amount });
    const method = await findPaymentMethod({ db: tx, id: input.paymentMethodId });
    const problem =
      addressProblem(method.network ?? null, input.walletAddress) ??
      withdrawalLimitError(input.amount, method, settings);
    if (problem) throw appError('general_argument_invalid', problem);
    const withdrawal = await insertPaymentTransaction({
      tx,
      values: {
        userId,
        amount: input.amount,
        fee: withdrawalFee(input.amount, settings.withdrawals),
        type: 'withdraw',
        status: 'pending',
        kind: 'withdrawal',
        descriptionCode: 'withdrawal',
        walletAddress: input.walletAddress,
        createdAt: at,
      },
      paymentMethodId: input.paymentMethodId,
      description: { before: 'Withdrawal to ', after: ' wallet' },
      id,
    });
    if (!withdrawal) throw appError('payment_method_not_found');
    const balance = userAccount(userId, 'balance');
    const owner = await transfer({
      tx,
      legs: [
        {
          debit: balance,
          credit: platformAccount('withdrawals_paid'),
          amount: withdrawal.amount - withdrawal.fee,
        },
        {
          debit: balance,
          credit: platformAccount('withdrawal_fees_earned'),
          amount: withdrawal.fee,
        },
      ],
      pending: true,
      reason: 'withdrawal',
      reference: withdrawal.transactionId,
      at,
    });
    if (!owner) throw appError('balance_insufficient');
    await enqueueWithdrawalMail({ tx, template: 'withdrawal-request', withdrawal, at, to: owner });
    return withdrawal;
  });
}
