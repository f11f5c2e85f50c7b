import {
  addressProblem,
  type TWithdrawalRequest,
  withdrawalFee,
  withdrawalLimitError,
} from '@copyvest/shared';
import type { AppDeps } from '../../app-deps.ts';
import { appError } from '../../lib/errors.ts';
import type { AnswerKey } from '../idempotency/index.ts';
import { platformAccount, prepareTransfer, userAccount } from '../ledger/index.ts';
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
  /** The request's Idempotency-Key, written by the withdrawal's one statement (decision 063). */
  answerKey?: AnswerKey;
}

/**
 * A pending withdrawal: the row and its pending transfers from the balance to "withdrawals paid"
 * (what the user receives) and "withdrawal fees earned" (the fee), decision 037. The amount is held
 * at once (available = balance - held), so two requests can never overdraw; approval posts the
 * transfers, rejection or cancellation voids them. The fee is the settings' (decision 053),
 * computed here and fixed on the row and its pending transfer: a later change of the fee changes
 * no request already made. The method's bounds (the `paymentLimits` settings) are a 400 naming
 * them. The payment method is read first (an unknown one is a 404, an address not valid for its
 * network a 400 naming it, decision 042); then ONE statement (decision 066) holds the amount,
 * writes the row and its pending transfers and queues the request mail, or writes nothing when
 * the balance does not cover it (`balance_insufficient`). With an `answerKey` the same statement
 * writes the request's key (decision 063). The policy is asked first (decision 038).
 */
export async function requestWithdrawal({
  deps,
  viewer,
  input,
  id,
  answerKey,
}: RequestWithdrawalOptions) {
  await authorize(viewer, 'withdrawal.request');
  const userId = viewer.userId;
  const at = deps.clock.now();
  const settings = await deps.settings.get();
  // The KYC rule first (decision 054): a refusal writes nothing.
  await checkWithdrawalKyc({ db: deps.db, settings: deps.settings, userId, amount: input.amount });
  const method = await findPaymentMethod({ db: deps.db, id: input.paymentMethodId });
  const problem =
    addressProblem(method.network ?? null, input.walletAddress) ??
    withdrawalLimitError(input.amount, method, settings);
  if (problem) throw appError('general_argument_invalid', problem);
  const fee = withdrawalFee(input.amount, settings.withdrawals);
  const balance = userAccount(userId, 'balance');
  const withdrawal = await insertPaymentTransaction({
    tx: deps.db,
    values: {
      userId,
      amount: input.amount,
      fee,
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
    hold: prepareTransfer({
      legs: [
        { debit: balance, credit: platformAccount('withdrawals_paid'), amount: input.amount - fee },
        { debit: balance, credit: platformAccount('withdrawal_fees_earned'), amount: fee },
      ],
      pending: true,
      reason: 'withdrawal',
      at,
    }),
    ownerMail: { template: 'withdrawal-request' },
    answerKey,
  });
  if (!withdrawal) throw appError('payment_method_not_found');
  return withdrawal;
}
